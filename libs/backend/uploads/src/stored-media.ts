import { randomUUID } from 'node:crypto';
import { rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type MediaType, STORED_MEDIA_NAME } from './media-types';

/** A checked file under its final random name in the upload folder. */
export interface StoredMedia extends MediaType {
  /** The form field it came in (or the caller's label for inline data). */
  field: string;
  /** `<32 hex>.<ext>`: what URLs carry and what serving accepts. */
  fileName: string;
  path: string;
  size: number;
}

/** A fresh unguessable name; the client's file name is never used for anything. */
export function randomMediaName(type: MediaType): string {
  return `${randomUUID().replaceAll('-', '')}.${type.extension}`;
}

/** A dotfile next to the final files (same file system, so the later rename is atomic; serving refuses dotfiles). */
export function temporaryPath(directory: string): string {
  return join(directory, `.${randomUUID()}.partial`);
}

/** Moves a complete temporary file to a new random name; the file appears whole or not at all. */
export async function publish(
  temporary: string,
  directory: string,
  type: MediaType,
  field: string,
  size: number,
): Promise<StoredMedia> {
  const fileName = randomMediaName(type);
  const path = join(directory, fileName);
  await rename(temporary, path);
  return { ...type, field, fileName, path, size };
}

/** Removes a file if it is there; for cleanup, where "already gone" is success. */
export async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
}

/** Removes a stored file by its public name (e.g. when the row that would point at it could not be written). */
export async function removeStoredMedia(directory: string, fileName: string): Promise<void> {
  if (STORED_MEDIA_NAME.test(fileName)) await removeQuietly(join(directory, fileName));
}
