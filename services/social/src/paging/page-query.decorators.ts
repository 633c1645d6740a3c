import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

// Listed in the order stacked decorators apply (lowest first): class-validator runs the type check first.

/** `?limit=`: optional, a whole number from 1 to `max`. */
export function PageLimit(max: number): PropertyDecorator {
  return applyDecorators(
    IsInt({ message: 'limit must be a whole number' }),
    Max(max, { message: `limit must be between 1 and ${max}` }),
    Min(1, { message: `limit must be between 1 and ${max}` }),
    Type(() => Number),
    IsOptional(),
  );
}

/** `?cursor=`: optional, a text of at most `maxLength` characters (the list reading it checks the rest). */
export function PageCursor(maxLength: number): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'Invalid cursor' }),
    MaxLength(maxLength, { message: 'Invalid cursor' }),
    IsOptional(),
  );
}
