import { Injectable } from '@nestjs/common';
import type { ImageInfo } from '@petcora/contracts';
import {
  AVATAR_IMAGE_SIZES,
  CONTENT_IMAGE_SIZES,
  IMAGES_ONLY,
  imageInfoOf,
  type ImageSizes,
  type MediaStorage,
  removeStoredFiles,
  type StoredMedia,
  storedFileNamesOf,
  type UploadFieldRule,
} from '@petcora/uploads';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { accountMediaStorage, MEDIA_PATH } from './account-media-storage';

export interface StoredImage {
  fileName: string;
  /** Public URL of the largest rendition, e.g. /media/account/3f…9a-384.webp */
  url: string;
  contentType: string;
  /** Its renditions and placeholder. */
  info: ImageInfo | null;
  /** Every file stored for it. */
  files: string[];
}

/** The fields that carry an avatar (square renditions); any other image field is a banner. */
const AVATAR_FIELDS = new Set(['profilePicture', 'profilePhoto', 'profileImageUrl']);

/**
 * The account service's uploads, on @petcora/uploads: profile and banner photos are images only, checked by
 * their first bytes and stored under random names (see docs/adr/0014-one-upload-library.md).
 */
@Injectable()
export class MediaStore {
  readonly storage: MediaStorage;
  private readonly defaultMegabytes: number;

  constructor(@InjectAccountEnv() env: AccountEnv) {
    this.storage = accountMediaStorage(env);
    this.defaultMegabytes = env.UPLOAD_MAX_MB;
  }

  /** The rule for one image field; UPLOAD_MAX_MB unless the endpoint sets its own limit. */
  imageRule(field: string, maxMegabytes = this.defaultMegabytes): UploadFieldRule {
    return { name: field, accept: IMAGES_ONLY, maxMegabytes, imageSizes: sizesOf(field) };
  }

  /** The public description of a file the upload interceptor stored. */
  describe(stored: StoredMedia): StoredImage {
    return {
      fileName: stored.fileName,
      url: this.urlOf(stored.fileName),
      contentType: stored.contentType,
      info: stored.image ? imageInfoOf(stored.image, (fileName) => this.urlOf(fileName)) : null,
      files: stored.files,
    };
  }

  urlOf(fileName: string): string {
    return `${MEDIA_PATH}/${fileName}`;
  }

  /** Removes every file of a stored image (used when the database write that would reference it fails). */
  async remove(stored: StoredImage): Promise<void> {
    await removeStoredFiles(this.storage, stored.files);
  }

  /**
   * Removes a picture that was replaced or removed: every size its info names, or for a picture stored before
   * renditions, the one file its URL names. URLs elsewhere (a picture given by address) are left alone.
   */
  async removePicture(url: string | null, info: ImageInfo | null): Promise<void> {
    if (!url?.startsWith(`${MEDIA_PATH}/`)) return;
    const names = new Set([url.slice(MEDIA_PATH.length + 1), ...storedFileNamesOf(info)]);
    await removeStoredFiles(this.storage, [...names]);
  }
}

function sizesOf(field: string): ImageSizes {
  return AVATAR_FIELDS.has(field) ? AVATAR_IMAGE_SIZES : CONTENT_IMAGE_SIZES;
}
