import { NotFoundException } from '@nestjs/common';
import { rawRequestOf, rawResponseOf, takeOverAnswer } from '@petcora/nest-common';
import { mediaTypeOfStoredName } from './media-types';
import type { MediaStorage } from './storage/media-storage';
import { storedMediaPath } from './stored-media';

export const MEDIA_NOT_FOUND = 'File not found';

/**
 * Stored media can be deleted (a deleted post, a replaced avatar): caches keep it a day at most and then ask again
 * (ETag / Last-Modified), never for a year untouched.
 */
export const STORED_MEDIA_CACHE_CONTROL = 'public, max-age=86400, must-revalidate';

/** Headers that keep a browser from treating a stored file as anything but the media it is. */
export function storedMediaHeaders(
  contentType: string,
  cacheControl: string = STORED_MEDIA_CACHE_CONTROL,
): Record<string, string> {
  return {
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
    // Opened directly, the file runs nothing and loads nothing, even if a browser misjudged it.
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-site',
    'Cache-Control': cacheControl,
  };
}

/**
 * Sends a stored file: only names we generate (so no path tricks, whatever the storage), Content-Type from the
 * extension we gave it, the safe headers above. Anything else, or a name with no file, is a 404
 * (NotFoundException). Range requests work, so videos can seek. `req`/`res` are a handler's `@Req()`/`@Res()` on
 * Express or Fastify: the file goes out on Node's own answer, and only once it is sent is Fastify told the handler
 * answered (a 404 still goes through the exception filter). `cacheControl` replaces the shared default, e.g. with a
 * private one for a file only its owner may see yet. `folder` serves a file kept in that folder of the storage
 * (see storedMediaPath); both parts are checked.
 */
export async function sendStoredMedia(
  req: object,
  res: object,
  storage: MediaStorage,
  fileName: string,
  options: { cacheControl?: string; folder?: string } = {},
): Promise<void> {
  const type = mediaTypeOfStoredName(fileName);
  const name = options.folder === undefined ? fileName : storedMediaPath(options.folder, fileName);
  const sent =
    type !== null &&
    name !== null &&
    (await storage.send(
      rawRequestOf(req),
      rawResponseOf(res),
      name,
      storedMediaHeaders(type.contentType, options.cacheControl),
    ));
  if (!sent) throw new NotFoundException(MEDIA_NOT_FOUND);
  takeOverAnswer(res);
}
