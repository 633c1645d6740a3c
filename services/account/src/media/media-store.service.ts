import { Injectable } from '@nestjs/common';
import {
  IMAGES_ONLY,
  type MediaStorage,
  removeStoredMedia,
  type StoredMedia,
  type UploadFieldRule,
} from '@petcora/uploads';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { accountMediaStorage, MEDIA_PATH } from './account-media-storage';

export interface StoredImage {
  fileName: string;
  /** Public URL, e.g. /media/account/3f…9a.png */
  url: string;
  contentType: string;
}

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
    return { name: field, accept: IMAGES_ONLY, maxMegabytes };
  }

  /** The public description of a file the upload interceptor stored. */
  describe(stored: StoredMedia): StoredImage {
    return {
      fileName: stored.fileName,
      url: `${MEDIA_PATH}/${stored.fileName}`,
      contentType: stored.contentType,
    };
  }

  /** Removes a stored file (used when the database write that would reference it fails). */
  async remove(fileName: string): Promise<void> {
    await removeStoredMedia(this.storage, fileName);
  }
}
