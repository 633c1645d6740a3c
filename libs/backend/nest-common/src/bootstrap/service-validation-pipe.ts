import { type ArgumentMetadata, type Type, ValidationPipe } from '@nestjs/common';

const MEMOIZED = Symbol.for('petcora.memoizedValidation');

/** Distinct query strings remembered per DTO class; the oldest goes first. */
export const MEMOIZED_QUERIES_PER_CLASS = 512;
/** Queries with more parameters or longer text than this are validated every time (a cursor is ~100 characters). */
const MAX_MEMOIZED_PARAMETERS = 8;
const MAX_MEMOIZED_QUERY_LENGTH = 512;
/** Keys the pipe strips before validating (prototype pollution): a query holding one is validated every time. */
const STRIPPED_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * Marks a query DTO whose validation and transformation depend on nothing but the query's values (no clock, no
 * state, no database): the service's validation pipe then remembers each query string that passed and answers the
 * same query again without running class-transformer and class-validator (~4 % of the feed page's CPU).
 * Failures are never remembered: a bad query is checked, and answered, exactly as before. Not inherited: a subclass
 * that adds rules is marked on its own.
 */
export function MemoizedValidation(): ClassDecorator {
  return (target) => {
    Object.defineProperty(target, MEMOIZED, { value: true });
  };
}

function isMemoized(metatype: unknown): metatype is Type<object> {
  return typeof metatype === 'function' && Object.prototype.hasOwnProperty.call(metatype, MEMOIZED);
}

/** The query's own text when it can be remembered: a flat object of a few short strings, none of them stripped. */
function memoKey(value: unknown, data: string | undefined): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length > MAX_MEMOIZED_PARAMETERS) return undefined;
  for (const key of keys) {
    if (STRIPPED_KEYS.has(key) || typeof (value as Record<string, unknown>)[key] !== 'string')
      return undefined;
  }
  // JSON escapes every string, so two different queries never share a key; the order of the parameters is kept.
  const key = `${data ?? ''}\u0000${JSON.stringify(value)}`;
  return key.length > MAX_MEMOIZED_QUERY_LENGTH ? undefined : key;
}

/** The transformed DTO's own values when they can be copied as they are (numbers, strings, booleans, null, undefined). */
function snapshotOf(entity: unknown, metatype: Type<object>): Record<string, unknown> | undefined {
  if (entity === null || typeof entity !== 'object' || Object.getPrototypeOf(entity) !== metatype.prototype)
    return undefined;
  const snapshot: Record<string, unknown> = {};
  for (const key of Object.keys(entity)) {
    const field = (entity as Record<string, unknown>)[key];
    if ((field !== null && typeof field === 'object') || typeof field === 'function') return undefined;
    snapshot[key] = field;
  }
  return snapshot;
}

/**
 * Nest's ValidationPipe (the services' strict options: see configureApp) that answers a query it has already passed
 * for a `@MemoizedValidation()` DTO from memory: a new instance of the class (`new`, then the remembered values in the
 * order class-transformer set them), so a handler that changes its DTO changes no one else's. Everything else, and
 * every query the first time, goes through ValidationPipe unchanged. Bounded per class (MEMOIZED_QUERIES_PER_CLASS).
 */
export class ServiceValidationPipe extends ValidationPipe {
  private readonly passed = new Map<Type<object>, Map<string, Record<string, unknown>>>();

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.metatype;
    const key =
      metadata.type === 'query' && this.isTransformEnabled && !this.expectedType && isMemoized(metatype)
        ? memoKey(value, metadata.data)
        : undefined;
    if (key === undefined) return super.transform(value, metadata);
    const remembered = this.passed.get(metatype as Type<object>)?.get(key);
    if (remembered) return Promise.resolve(Object.assign(new (metatype as Type<object>)(), remembered));
    return super.transform(value, metadata).then((entity: unknown) => {
      this.remember(metatype as Type<object>, key, entity);
      return entity;
    });
  }

  private remember(metatype: Type<object>, key: string, entity: unknown): void {
    const snapshot = snapshotOf(entity, metatype);
    if (!snapshot) return;
    let queries = this.passed.get(metatype);
    if (!queries) this.passed.set(metatype, (queries = new Map()));
    if (queries.size >= MEMOIZED_QUERIES_PER_CLASS) queries.delete(queries.keys().next().value as string);
    queries.set(key, snapshot);
  }
}
