import { IsOptional, IsString, MaxLength } from 'class-validator';
import { InOrder } from './in-order';
import { MESSAGES } from './messages';
import { DISPLAY_NAME_MAX } from './text-limits';

/** An optional bio of at most `max` characters, with the message of the form it belongs to. */
export function OptionalBio(max: number, message: string): PropertyDecorator {
  return InOrder(IsOptional(), IsString({ message: MESSAGES.text('Bio') }), MaxLength(max, { message }));
}

/** An optional display name of at most 50 characters. */
export function OptionalDisplayName(): PropertyDecorator {
  return InOrder(
    IsOptional(),
    IsString({ message: MESSAGES.text('Display name') }),
    MaxLength(DISPLAY_NAME_MAX, { message: MESSAGES.displayNameMax50 }),
  );
}
