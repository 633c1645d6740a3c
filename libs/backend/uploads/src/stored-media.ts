import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type MediaType, STORED_MEDIA_NAME } from './media-types';
import type { MediaStorage } from './storage/media-storage';

/** A checked file under its final random name in the service's storage. */
export interface StoredMedia extends MediaType {
  /** The form field it came in (or the caller's label for inline data). */
  field: string;
  /** `<32 hex>.<ext>`: what URLs carry and what serving accepts. */
  fileName: string;
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

/** Hands a complete temporary file to the storage under a new random name; it appears whole or not at all. */
export async function publish(
  temporary: string,
  storage: MediaStorage,
  type: MediaType,
  field: string,
  size: number,
): Promise<StoredMedia> {
  const fileName = randomMediaName(type);
  await storage.put(temporary, fileName, type.contentType, size);
  return { ...type, field, fileName, size };
}

/** Removes a file if it is there; for cleanup, where "already gone" is success. */
export async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
}

/** Removes a stored file by its public name (e.g. when the row that would point at it could not be written). */
export async function removeStoredMedia(storage: MediaStorage, fileName: string): Promise<void> {
  if (STORED_MEDIA_NAME.test(fileName)) await storage.remove(fileName);
}
