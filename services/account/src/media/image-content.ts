import { BadRequestException } from '@nestjs/common';
import { fromBuffer } from 'file-type';
import { UPLOAD_MESSAGES } from '@petcora/validation';

/** Image formats browsers show and we accept, keyed by the extension file-type detects. SVG is never one (scripts). */
const ALLOWED_IMAGES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface DetectedImage {
  extension: string;
  contentType: string;
}

/**
 * Decides by the bytes (magic numbers), never by the file's name or declared type: a PNG named .txt is a PNG, and a
 * text or SVG file named .png is refused. A real video gets its own message, since these uploads take images only.
 */
export async function detectImage(content: Buffer): Promise<DetectedImage> {
  const detected = await fromBuffer(content);
  if (detected && ALLOWED_IMAGES[detected.ext])
    return { extension: detected.ext, contentType: ALLOWED_IMAGES[detected.ext] };
  if (detected?.mime.startsWith('video/')) throw new BadRequestException(UPLOAD_MESSAGES.videoNotAllowed);
  throw new BadRequestException(UPLOAD_MESSAGES.imageOnly);
}

/** The content type of a stored file, from the extension we gave it at upload time. */
export function contentTypeOfStoredFile(fileName: string): string | null {
  const extension = /\.([a-z0-9]+)$/.exec(fileName)?.[1];
  return extension ? (ALLOWED_IMAGES[extension] ?? null) : null;
}
