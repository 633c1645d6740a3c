import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { receiveFile } from './receive-file';
import { publish } from './processing/publish';
import { removeQuietly, type StoredMedia } from './stored-media';
import type { MediaStorage } from './storage/media-storage';
import type { UploadFieldRule } from './upload-rules';

/**
 * Stores content that arrives as a stream (e.g. inline image data decoded while its JSON body is still being read)
 * exactly as a multipart file: bytes counted with a 413 past the rule's limit, type decided by the first bytes, a
 * temporary file in the staging folder, then the random final name. Nothing is held whole in memory; on any failure
 * (including `input` being destroyed with an error) no file is left.
 */
export async function storeMediaStream(
  storage: MediaStorage,
  input: Readable,
  rule: UploadFieldRule,
): Promise<StoredMedia> {
  await mkdir(storage.stagingDirectory, { recursive: true });
  const received = await receiveFile(input, rule, storage.stagingDirectory);
  try {
    return await publish(received.temporary, storage, received.type, rule, received.size);
  } catch (error) {
    await removeQuietly(received.temporary);
    throw error;
  }
}
