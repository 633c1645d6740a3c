import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { detectImage } from './image-content';
import { MEDIA_PATH, uploadDir } from './upload-dir';

export interface StoredImage {
  fileName: string;
  /** Public URL, e.g. /media/account/3f…9a.png */
  url: string;
  contentType: string;
}

/** Only names we generate: 32 hex characters and an allowed extension (also guards the GET against path tricks). */
export const STORED_FILE_NAME = /^[a-f0-9]{32}\.(?:jpg|png|gif|webp|avif)$/;

/** Stores checked images under random names; a file appears complete or not at all. */
@Injectable()
export class MediaStore {
  readonly directory: string;

  constructor(@InjectAccountEnv() env: AccountEnv) {
    this.directory = uploadDir(env);
  }

  async saveImage(content: Buffer): Promise<StoredImage> {
    const { extension, contentType } = await detectImage(content);
    const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
    await mkdir(this.directory, { recursive: true });
    // Written under a temporary name and renamed (atomic on one file system), so no reader sees half a file and a
    // failed write leaves nothing behind.
    const temporary = join(this.directory, `.${fileName}.${randomBytes(4).toString('hex')}.partial`);
    try {
      await writeFile(temporary, content, { flag: 'wx' });
      await rename(temporary, join(this.directory, fileName));
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    return { fileName, url: `${MEDIA_PATH}/${fileName}`, contentType };
  }

  /** Removes a stored file (used when the database write that would reference it fails). */
  async remove(fileName: string): Promise<void> {
    if (STORED_FILE_NAME.test(fileName)) await unlink(join(this.directory, fileName)).catch(() => undefined);
  }

  pathOf(fileName: string): string | null {
    return STORED_FILE_NAME.test(fileName) ? join(this.directory, fileName) : null;
  }
}
