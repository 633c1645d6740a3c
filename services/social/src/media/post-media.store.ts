import { Injectable } from '@nestjs/common';
import { resolve } from 'node:path';
import {
  IMAGES_AND_VIDEOS,
  IMAGES_ONLY,
  type MediaStorage,
  mediaInfoOf,
  mediaStorageFor,
  removeStoredFiles,
  type StoredMedia,
  storedFileNamesOf,
  type UploadFieldRule,
} from '@petcora/uploads';
import type { ImageInfo, VideoInfo } from '@petcora/contracts';
import { MAX_IMAGE_MB, MAX_IMAGES_PER_POST, MAX_MEDIA_MB, POST_MESSAGES } from '@petcora/validation';
import { SocialEnv } from '../config/social-env';

/** Public prefix of stored post media (the gateway routes it to this service). */
export const SOCIAL_MEDIA_PATH = '/media/social';

/** The spec's limits: up to 4 images of 5 MB each per post; one image or video of up to 50 MB per media upload. */
export const POST_IMAGES_RULE: UploadFieldRule = {
  name: 'images',
  accept: IMAGES_ONLY,
  maxMegabytes: MAX_IMAGE_MB,
  maxFiles: MAX_IMAGES_PER_POST,
  tooManyMessage: POST_MESSAGES.tooManyImages.description,
};
export const MEDIA_UPLOAD_RULE: UploadFieldRule = {
  name: 'media',
  accept: IMAGES_AND_VIDEOS,
  maxMegabytes: MAX_MEDIA_MB,
};

/** The social service's uploads, on @petcora/uploads (docs/adr/0014-one-upload-library.md, 0031-media-storage.md). */
@Injectable()
export class PostMediaStore {
  /** `<repo>/.data/uploads/social` unless UPLOAD_DIR or MEDIA_STORAGE say otherwise. */
  readonly storage: MediaStorage;

  constructor(env: SocialEnv) {
    // This file sits in services/social/{src,dist}/media.
    this.storage = mediaStorageFor(env, 'social', resolve(__dirname, '..', '..', '..', '..'));
  }

  urlOf(fileName: string): string {
    return `${SOCIAL_MEDIA_PATH}/${fileName}`;
  }

  /** `/media/social/<file>` → `<file>`, or null for any other URL. */
  fileNameOf(url: string | null | undefined): string | null {
    const prefix = `${SOCIAL_MEDIA_PATH}/`;
    return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
  }

  /** What a media row keeps and answers: ImageInfo for an image, VideoInfo for a video. */
  infoOf(file: StoredMedia): ImageInfo | VideoInfo | null {
    return mediaInfoOf(file, (fileName) => this.urlOf(fileName));
  }

  /** Every file of removed media rows (`files`, or for rows without it the name and what `info` names). */
  filesOf(rows: ReadonlyArray<{ file_name: string; files?: string[] | null; info?: unknown }>): string[] {
    return rows.flatMap((row) => [
      row.file_name,
      ...(row.files ?? []),
      ...storedFileNamesOf(row.info as Partial<ImageInfo & VideoInfo> | null),
    ]);
  }

  async remove(fileNames: readonly string[]): Promise<void> {
    await removeStoredFiles(this.storage, [...new Set(fileNames)]);
  }
}
