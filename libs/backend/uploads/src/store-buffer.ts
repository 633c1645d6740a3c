import { PayloadTooLargeException } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { UPLOAD_MESSAGES } from '@petcora/validation';
import { detectMedia } from './media-signatures';
import type { MediaStorage } from './storage/media-storage';
import { publish } from './processing/publish';
import { removeQuietly, type StoredMedia, temporaryPath } from './stored-media';
import { acceptedType, megabytes, type UploadFieldRule } from './upload-rules';

/**
 * Stores content that already sits in memory (e.g. inline base64 image data in a JSON body, which the JSON limit
 * bounded) under the same rules as a streamed upload: size, type by the first bytes, random name, temp then rename.
 */
export async function storeMediaBuffer(
  storage: MediaStorage,
  content: Buffer,
  rule: UploadFieldRule,
): Promise<StoredMedia> {
  if (content.length > megabytes(rule.maxMegabytes))
    throw new PayloadTooLargeException(UPLOAD_MESSAGES.tooLarge(rule.maxMegabytes));
  const type = acceptedType(detectMedia(content), rule.accept);
  await mkdir(storage.stagingDirectory, { recursive: true });
  const temporary = temporaryPath(storage.stagingDirectory);
  try {
    await writeFile(temporary, content, { flag: 'wx' });
    return await publish(temporary, storage, type, rule, content.length);
  } catch (error) {
    await removeQuietly(temporary);
    throw error;
  }
}
