import { resolve } from 'node:path';
import { type MediaStorage, mediaStorageFor } from '@petcora/uploads';
import type { AccountEnv } from '../config/account-env';

/** The account service's storage: `<repo>/.data/uploads/account` unless UPLOAD_DIR or MEDIA_STORAGE say otherwise. */
export function accountMediaStorage(env: AccountEnv): MediaStorage {
  // This file sits in services/account/{src,dist}/media.
  return mediaStorageFor(env, 'account', resolve(__dirname, '..', '..', '..', '..'));
}

/** Public path prefix the stored files are served under (routed to this service by the gateway). */
export const MEDIA_PATH = '/media/account';
