import { BadRequestException } from '@nestjs/common';
import { UPLOAD_MESSAGES } from '@petcora/validation';
import type { MediaKind, MediaType } from './media-types';
import type { ImageSizes } from './processing/image-pipeline';
import type { MediaStorage } from './storage/media-storage';

/** One multipart file field an endpoint takes: which kinds, how big, how many. */
export interface UploadFieldRule {
  /** The form field's name, e.g. `profilePhoto` or `images`. */
  name: string;
  accept: readonly MediaKind[];
  /** Per file; a larger file is refused with 413 and `UPLOAD_MESSAGES.tooLarge(maxMegabytes)`. */
  maxMegabytes: number;
  /** Files this field may carry; defaults to 1. */
  maxFiles?: number;
  /** The answer when more come (e.g. the spec's 'You can only upload up to 4 images per post'). */
  tooManyMessage?: string;
  /** The widths images of this field are stored in (defaults to CONTENT_IMAGE_SIZES; avatars: AVATAR_IMAGE_SIZES). */
  imageSizes?: ImageSizes;
}

export interface UploadOptions {
  /** Where the checked files go; partial files are written to its staging folder first. */
  storage: MediaStorage;
  fields: readonly UploadFieldRule[];
  /** Plain text fields allowed alongside the files (defaults: 20 fields of at most 64 KB each). */
  maxTextFields?: number;
  maxTextFieldBytes?: number;
  /**
   * Time limits on the body (defaults: 30 s without a byte, 10 min in all): a body that stalls or trickles past them
   * is cut off with 408 and its partial files removed.
   */
  idleTimeoutMs?: number;
  totalTimeoutMs?: number;
}

export const IMAGES_ONLY: readonly MediaKind[] = ['image'];
export const IMAGES_AND_VIDEOS: readonly MediaKind[] = ['image', 'video'];

export const megabytes = (count: number): number => count * 1024 * 1024;

/** The detected type if this field takes it; otherwise a 400 with the spec's message for the field's kinds. */
export function acceptedType(detected: MediaType | null, accept: readonly MediaKind[]): MediaType {
  if (detected && accept.includes(detected.kind)) return detected;
  if (accept.includes('video')) throw new BadRequestException(UPLOAD_MESSAGES.imageOrVideo);
  if (detected?.kind === 'video') throw new BadRequestException(UPLOAD_MESSAGES.videoNotAllowed);
  throw new BadRequestException(UPLOAD_MESSAGES.imageOnly);
}

/** The spec's answer for a file of this field that claims to be media but does not decode as such. */
export function undecodableMessage(accept: readonly MediaKind[]): string {
  return accept.includes('video') ? UPLOAD_MESSAGES.imageOrVideo : UPLOAD_MESSAGES.imageOnly;
}
