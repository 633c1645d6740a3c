import { NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaTypeOfStoredName } from './media-types';

export const MEDIA_NOT_FOUND = 'File not found';

/** Headers that keep a browser from treating a stored file as anything but the media it is. */
export function storedMediaHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
    // Opened directly, the file runs nothing and loads nothing, even if a browser misjudged it.
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-site',
    // Names are random and never reused: the content behind one never changes.
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
}

/**
 * Sends a stored file: only names we generate (so no path tricks), Content-Type from the extension we gave it, the
 * safe headers above. Anything else, or a name with no file, is a 404 (NotFoundException). Range requests work,
 * so videos can seek.
 */
export async function sendStoredMedia(res: Response, directory: string, fileName: string): Promise<void> {
  const type = mediaTypeOfStoredName(fileName);
  const isFile =
    type !== null &&
    (await stat(join(directory, fileName))
      .then((entry) => entry.isFile())
      .catch(() => false));
  if (!type || !isFile) throw new NotFoundException(MEDIA_NOT_FOUND);
  const headers = storedMediaHeaders(type.contentType);
  res.set(headers);
  await new Promise<void>((resolve, reject) =>
    // `root` keeps send's dotfile check to the file name: the folder itself may sit under a dot folder (.data/).
    res.sendFile(fileName, { root: directory, headers, dotfiles: 'deny' }, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}
