import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  registerDecorator,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { IMAGE_ALT_MAX_LENGTH, IsSafeMediaUrl, MAX_IMAGES_PER_POST } from '@petcora/validation';
import { MAX_PETS_PER_POST, MAX_PRODUCTS_PER_POST } from '@petcora/contracts';

import { POST_EMPTY, POST_INVALID_ID, POST_MAX_LENGTH, POST_TOO_LONG } from './post-messages';

/** Multipart sends booleans as text: 'true' / 'false'. */
const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;
/** An empty form field means "none". */
const emptyToUndefined = ({ value }: { value: unknown }) =>
  value === '' || value === null ? undefined : value;

/**
 * Multipart carries the image descriptions as one JSON array field; anything unparsable stays as is and fails IsArray.
 * Texts are trimmed, so a blank description is none.
 */
const jsonTextArray = ({ value }: { value: unknown }) => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return Array.isArray(parsed)
    ? parsed.map((item) => (typeof item === 'string' ? item.trim() : item))
    : parsed;
};

/**
 * A list of ids: JSON sends an array; multipart a JSON array in one field, ids separated by commas, or the field
 * repeated. Anything else stays as it is and fails IsArray.
 */
const idList = ({ value }: { value: unknown }) => {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text.split(',').map((id) => id.trim());
};

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
          Boolean((args.object as CreatePostBody).imageUrl) ||
          Boolean((args.object as CreatePostBody).videoUrl) ||
          Number((args.object as CreatePostBody).uploadedImages) > 0,
      },
    });
}

/**
 * Create payload: JSON `{ content, location, imageUrl, videoUrl }`, or the composer's form fields with `isThread`,
 * `threadId` and `replyToPostId` (the routes /api/posts/{id}/replies and /api/threads/{id}/posts set the last two).
 */
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

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'isThread must be true or false' })
  isThread?: boolean;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUUID('all', { message: POST_INVALID_ID })
  threadId?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUUID('all', { message: POST_INVALID_ID })
  replyToPostId?: string;

  /**
   * The description (alt text) of each image, in order: multipart sends a JSON array in one field, JSON an array. A
   * blank entry means none (the card then says whose photo it is).
   */
  @IsOptional()
  @Transform(jsonTextArray)
  @MaxLength(IMAGE_ALT_MAX_LENGTH, {
    each: true,
    message: `An image description can be at most ${IMAGE_ALT_MAX_LENGTH} characters`,
  })
  @IsString({ each: true, message: 'Each image description must be text' })
  @ArrayMaxSize(MAX_IMAGES_PER_POST, { message: `At most ${MAX_IMAGES_PER_POST} image descriptions` })
  @IsArray({ message: 'imageAlts must be a list of texts' })
  imageAlts?: string[];

  /** Store products shown as chips on the card (in this order): existing, available products only. */
  @IsOptional()
  @Transform(idList)
  @IsUUID('all', { each: true, message: 'Each tagged product must be a product id' })
  @ArrayUnique({ message: 'Each product can be tagged once' })
  @ArrayMaxSize(MAX_PRODUCTS_PER_POST, { message: `You can tag up to ${MAX_PRODUCTS_PER_POST} products` })
  @IsArray({ message: 'productIds must be a list of product ids' })
  productIds?: string[];

  /** The author's own pets named on the card (in this order). */
  @IsOptional()
  @Transform(idList)
  @IsUUID('all', { each: true, message: 'Each tagged pet must be a pet id' })
  @ArrayUnique({ message: 'Each pet can be tagged once' })
  @ArrayMaxSize(MAX_PETS_PER_POST, { message: `You can tag up to ${MAX_PETS_PER_POST} pets` })
  @IsArray({ message: 'petIds must be a list of pet ids' })
  petIds?: string[];

  /**
   * How many images came with a multipart request: set by the server (PostImagesUpload), never trusted from a
   * client (the service checks the files it actually stored).
   */
  @IsOptional()
  uploadedImages?: number;
}
