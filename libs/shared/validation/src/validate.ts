import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';

/** Options shared by the server's ValidationPipe and the forms, so both report the same first message. */
export const VALIDATION_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  stopAtFirstError: true,
} as const;

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Validates plain form values against a DTO class: one message per invalid field (the first failing rule). */
export async function validateForm<T extends object>(
  dto: new () => T,
  values: unknown,
): Promise<FieldErrors<T>> {
  const instance = plainToInstance(dto, values ?? {});
  const errors = await validate(instance as object, { stopAtFirstError: true });
  return fieldErrors<T>(errors);
}

export function fieldErrors<T>(errors: ValidationError[]): FieldErrors<T> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const first = Object.values(error.constraints ?? {})[0];
    if (first) result[error.property] = first;
  }
  return result as FieldErrors<T>;
}
