import { Transform } from 'class-transformer';
import {
  IsOptional,
  IsString,
  MaxLength,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { IsSafeMediaUrl } from '@petcora/validation';
import { POST_EMPTY, POST_MAX_LENGTH, POST_TOO_LONG } from './post-messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A post needs text or an image: checked on `content`, reading the image from the same payload. */
function HasTextOrImage(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'hasTextOrImage',
      target: target.constructor,
      propertyName,
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          (typeof value === 'string' && value.length > 0) ||
          Boolean((args.object as CreatePostBody).imageUrl),
      },
    });
}

/** JSON create payload `{ content, location, imageUrl, videoUrl }` (the multipart composer comes with uploads). */
export class CreatePostBody {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : (value ?? '')))
  @HasTextOrImage({ message: POST_EMPTY })
  @MaxLength(POST_MAX_LENGTH, { message: POST_TOO_LONG })
  @IsString({ message: 'content must be text' })
  content: string = '';

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'location must be text' })
  @MaxLength(100, { message: 'location must be at most 100 characters' })
  location?: string | null;

  @IsOptional()
  @IsString({ message: 'imageUrl must be text' })
  @MaxLength(2048, { message: 'imageUrl is too long' })
  @IsSafeMediaUrl({ message: 'imageUrl must be an https URL or a /media path' })
  imageUrl?: string | null;

  @IsOptional()
  @IsString({ message: 'videoUrl must be text' })
  @MaxLength(2048, { message: 'videoUrl is too long' })
  @IsSafeMediaUrl({ message: 'videoUrl must be an https URL or a /media path' })
  videoUrl?: string | null;
}
