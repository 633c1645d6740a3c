import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ApiExtension } from '@nestjs/swagger';
import type { ContractTypeName } from './contract-schemas.generated';

/** A class-validator DTO class (its validation metadata becomes the documented request body schema). */
export type DtoClass = abstract new (...args: never[]) => object;

/** The extension key under which each documented operation carries what its handler declared. */
export const API_CONTRACT_EXTENSION = 'x-petcora-contract';

/**
 * Who may call a route: anyone (`public`), anyone with the answer depending on who asks (`optional`), a signed-in
 * member (`signed-in`, 401 otherwise) or an admin (`admin`, 401 anonymous, 403 member).
 */
export type ApiAccess = 'public' | 'optional' | 'signed-in' | 'admin';

export interface ApiContractOptions {
  /** A short sentence for the operation's `summary`; without it one is made from the handler's name. */
  summary?: string;
  /**
   * Who may call it, for a handler that reads the session itself instead of through a guard. With a guard
   * (`IdentityGuard`, `OptionalIdentityGuard`, `AdminGuard` and their subclasses) the document reads it from the guard.
   */
  access?: ApiAccess;
  /** 4xx statuses the handler answers itself (`{ message }`) beyond those its guards, pipes and path give. */
  errors?: readonly number[];
  /** DTOs of a body the handler validates itself (`validateBody`), or picks among at run time. */
  body?: DtoClass | readonly DtoClass[];
  /** Multipart file fields the route reads (the upload interceptors are opaque to the document builder). */
  uploads?: readonly string[];
  /** The answer is not JSON: a redirect, or a server-sent event stream whose events have the contract type. */
  answerKind?: 'json' | 'redirect' | 'event-stream';
}

/** What `@ApiContract` records on the operation; read by the document builder and the openapi specs. */
export interface ApiContractRecord {
  /** `ClassName.methodName`, so a check can find the handler's TypeScript declaration. */
  handler: string;
  /** A type name exported by `@petcora/contracts`, or null for a redirect. */
  answer: string | null;
  answerIsArray: boolean;
  answerKind: 'json' | 'redirect' | 'event-stream';
  body: string[];
  /** DTO classes of whole-query parameters (`@Query() query: FeedPageQuery`), found from Nest's own metadata. */
  query: string[];
  uploads: string[];
  summary?: string;
  access?: ApiAccess;
  errors: number[];
}

/**
 * Documents a route's answer as a type of `@petcora/contracts` (`'FeedPage'`, `['Product']` for an array) and, where
 * Nest cannot see it from a `@Body() dto: Dto` parameter, the DTO classes of its body. The schemas themselves are
 * never written here: answers come from the contract types, bodies from the DTOs' validation rules (ADR 0037).
 */
export function ApiContract(
  answer: ContractTypeName | readonly [ContractTypeName] | null,
  options: ApiContractOptions = {},
): MethodDecorator {
  return (target, propertyKey, descriptor) => {
    const bodies = options.body === undefined ? [] : [options.body].flat();
    const record: ApiContractRecord = {
      handler: `${target.constructor.name}.${String(propertyKey)}`,
      answer: typeof answer === 'string' || answer === null ? answer : answer[0],
      answerIsArray: Array.isArray(answer),
      answerKind: options.answerKind ?? 'json',
      body: bodies.map((dto) => dto.name),
      query: wholeQueryDtos(target, propertyKey),
      uploads: [...(options.uploads ?? [])],
      ...(options.summary !== undefined && { summary: options.summary }),
      ...(options.access !== undefined && { access: options.access }),
      errors: [...(options.errors ?? [])],
    };
    ApiExtension(API_CONTRACT_EXTENSION, record)(target, propertyKey, descriptor);
  };
}

/**
 * The classes of a handler's `@Query()` parameters taken whole. Parameter decorators run before method decorators, so
 * Nest's argument metadata is already there.
 */
function wholeQueryDtos(target: object, propertyKey: string | symbol): string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, target.constructor, propertyKey) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', target, propertyKey) ?? []) as unknown[];
  return Object.entries(args)
    .filter(([key, arg]) => key.startsWith(`${RouteParamtypes.QUERY}:`) && arg.data === undefined)
    .map(([, arg]) => types[arg.index])
    .filter((type): type is DtoClass => typeof type === 'function' && type !== Object)
    .map((type) => type.name);
}
