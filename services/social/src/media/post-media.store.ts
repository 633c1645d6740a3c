import { Injectable } from '@nestjs/common';
import { resolve } from 'node:path';
import {
  IMAGES_AND_VIDEOS,
  IMAGES_ONLY,
  type MediaStorage,
  mediaStorageFor,
  removeStoredMedia,
  type UploadFieldRule,
} from '@petcora/uploads';
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

  async remove(fileNames: readonly string[]): Promise<void> {
    await Promise.all(fileNames.map((name) => removeStoredMedia(this.storage, name)));
  }
}
