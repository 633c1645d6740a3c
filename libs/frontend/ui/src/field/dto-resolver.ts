import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * react-hook-form resolver for a shared @petcora/validation DTO. stopAtFirstError makes each field show the
 * first failing rule, the same message the server answers with.
 */
export function dtoResolver<T extends FieldValues>(dto: new () => T): Resolver<T> {
  return classValidatorResolver(dto as never, {
    validator: { stopAtFirstError: true },
  }) as unknown as Resolver<T>;
}
