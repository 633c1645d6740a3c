import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { VALIDATION_OPTIONS } from '@petcora/validation';

/**
 * Validates a body against a DTO class with the same options as the global ValidationPipe, for endpoints that
 * accept one of several shapes and pick the DTO at run time.
 */
export async function validateBody<T extends object>(dto: new () => T, body: unknown): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestException('Request body must be a JSON object');
  }
  const instance = plainToInstance(dto, body);
  const errors = await validate(instance, VALIDATION_OPTIONS);
  if (errors.length > 0) {
    const messages = errors.flatMap((error) => Object.values(error.constraints ?? {}).slice(0, 1));
    throw new BadRequestException(messages.join(', '));
  }
  return instance;
}
