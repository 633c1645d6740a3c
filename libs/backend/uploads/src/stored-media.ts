import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageInfo, VideoInfo } from '@petcora/contracts';
import { MEDIA_TYPES, type MediaType, STORED_MEDIA_NAME } from './media-types';
import type { MediaStorage } from './storage/media-storage';

/** One stored WebP rendition of an image. */
export interface StoredRendition {
  fileName: string;
  width: number;
  height: number;
}

/** A stored image: its renditions (ascending width) and placeholder colour; width and height of the largest. */
export interface StoredImage {
  width: number;
  height: number;
  placeholder: string;
  renditions: StoredRendition[];
}

/** A stored video's size and length (null when ffprobe could not tell or is not there) and its poster. */
export interface StoredVideo {
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  poster: StoredImage | null;
}

/** A checked upload under its final random name(s) in the service's storage. */
export interface StoredMedia extends MediaType {
  /** The form field it came in (or the caller's label for inline data). */
  field: string;
  /**
   * `<32 hex>[-<width>].<ext>`: what URLs carry and what serving accepts. For an image, its largest rendition (the
   * upload itself is never stored); for a video, the cleaned video.
   */
  fileName: string;
  /** Bytes received (what upload limits and budgets count). */
  size: number;
  /** Every file stored for this upload (renditions, a video's poster renditions): what removal must remove. */
  files: string[];
  image?: StoredImage;
  video?: StoredVideo;
}

/** A fresh unguessable id for one upload; the client's file name is never used for anything. */
export function randomMediaId(): string {
  return randomUUID().replaceAll('-', '');
}

/** A fresh unguessable name for a file stored as it came (a video when ffmpeg is not there). */
export function randomMediaName(type: MediaType): string {
  return `${randomMediaId()}.${type.extension}`;
}

/** The name of one rendition of upload `id`. */
export function renditionName(id: string, width: number): string {
  return `${id}-${width}.${MEDIA_TYPES.webp.extension}`;
}

/** A dotfile next to the final files (same file system, so the later rename is atomic; serving refuses dotfiles). */
export function temporaryPath(directory: string): string {
  return join(directory, `.${randomUUID()}.partial`);
}

/** Removes a file if it is there; for cleanup, where "already gone" is success. */
export async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
}

/** Removes a stored file by its public name (e.g. when the row that would point at it could not be written). */
export async function removeStoredMedia(storage: MediaStorage, fileName: string): Promise<void> {
  if (STORED_MEDIA_NAME.test(fileName)) await storage.remove(fileName);
}

/**
 * A folder inside a storage: one to four lower-case segments of letters, digits and inner dashes
 * (`products/<uuid>`). Nothing else is accepted, so a folder cannot climb out (`..`) or hide (dotfiles).
 */
const STORED_MEDIA_FOLDER = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/;

/**
 * The storage name of stored file `fileName` kept in `folder` (`products/<id>/<hash>-640.webp`), or null when either
 * part is not one we make. Media that belongs to a record (a product's picture) lives under the record's folder.
 */
export function storedMediaPath(folder: string, fileName: string): string | null {
  if (!STORED_MEDIA_FOLDER.test(folder) || !STORED_MEDIA_NAME.test(fileName)) return null;
  return `${folder}/${fileName}`;
}

/** Removes every file of stored uploads (all sizes, posters). */
export async function removeStoredFiles(storage: MediaStorage, fileNames: readonly string[]): Promise<void> {
  await Promise.all(fileNames.map((fileName) => removeStoredMedia(storage, fileName)));
}

/** The wire description of a stored image, its URLs made by `urlOf` (e.g. `/media/social/<file>`). */
export function imageInfoOf(image: StoredImage, urlOf: (fileName: string) => string): ImageInfo {
  const renditions = image.renditions.map((rendition) => ({
    url: urlOf(rendition.fileName),
    width: rendition.width,
    height: rendition.height,
  }));
  return {
    url: renditions[renditions.length - 1].url,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    renditions,
  };
}

export function videoInfoOf(media: StoredMedia, urlOf: (fileName: string) => string): VideoInfo {
  return {
    url: urlOf(media.fileName),
    width: media.video?.width ?? null,
    height: media.video?.height ?? null,
    durationSeconds: media.video?.durationSeconds ?? null,
    poster: media.video?.poster ? imageInfoOf(media.video.poster, urlOf) : null,
  };
}

/** The wire description of a stored upload: ImageInfo for an image, VideoInfo for a video; null for neither. */
export function mediaInfoOf(
  media: StoredMedia,
  urlOf: (fileName: string) => string,
): ImageInfo | VideoInfo | null {
  if (media.image) return imageInfoOf(media.image, urlOf);
  if (media.kind === 'video') return videoInfoOf(media, urlOf);
  return null;
}

const lastSegment = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/**
 * Every stored file an ImageInfo or VideoInfo (as kept in a row) names: all renditions, the video and its poster's
 * renditions. Names we never generate are left out, so a row cannot make removal touch anything else.
 */
export function storedFileNamesOf(info: Partial<ImageInfo & VideoInfo> | null | undefined): string[] {
  if (!info) return [];
  const urls = [
    info.url,
    ...(info.renditions ?? []).map((rendition) => rendition.url),
    ...(info.poster ? [info.poster.url, ...info.poster.renditions.map((rendition) => rendition.url)] : []),
  ];
  const names = urls.filter((url): url is string => typeof url === 'string').map(lastSegment);
  return [...new Set(names)].filter((name) => STORED_MEDIA_NAME.test(name));
}

const positiveInteger = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 100_000;
const isRendition = (value: unknown): boolean => {
  const r = value as Record<string, unknown> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.url === 'string' &&
    r.url.length <= 2048 &&
    positiveInteger(r.width) &&
    positiveInteger(r.height)
  );
};

/** Whether `value` (e.g. from an event another service sent) has the shape of an ImageInfo. */
export function isImageInfo(value: unknown): value is ImageInfo {
  const info = value as Record<string, unknown> | null;
  return (
    isRendition(info) &&
    typeof info!.placeholder === 'string' &&
    /^#[0-9a-f]{6}$/.test(info!.placeholder) &&
    Array.isArray(info!.renditions) &&
    info!.renditions.length > 0 &&
    info!.renditions.length <= 16 &&
    info!.renditions.every(isRendition)
  );
}
