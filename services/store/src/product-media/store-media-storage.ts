import { resolve } from 'node:path';
import { type MediaStorage, mediaStorageFor } from '@petcora/uploads';
import type { StoreEnv } from '../config/store-env';

/** The store's media storage, shared with the catalogue worker that writes the product pictures into it. */
export const STORE_MEDIA_STORAGE = Symbol('STORE_MEDIA_STORAGE');

/** `<repo>/.data/uploads/store` unless UPLOAD_DIR or MEDIA_STORAGE say otherwise (the worker's setting must match). */
export function storeMediaStorage(env: StoreEnv): MediaStorage {
  // This file sits in services/store/{src,dist}/product-media.
  return mediaStorageFor(env, 'store', resolve(__dirname, '..', '..', '..', '..'));
}
