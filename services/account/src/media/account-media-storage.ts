import { resolve } from 'node:path';
import type { AccountEnv } from '../config/account-env';

/** `<repo>/.data/uploads/account` unless UPLOAD_DIR says otherwise (this file sits in services/account/{src,dist}/media). */
export function uploadDir(env: Pick<AccountEnv, 'UPLOAD_DIR'>): string {
  return env.UPLOAD_DIR
    ? resolve(env.UPLOAD_DIR)
    : resolve(__dirname, '..', '..', '..', '..', '.data', 'uploads', 'account');
}

/** Public path prefix the stored files are served under (routed to this service by the gateway). */
export const MEDIA_PATH = '/media/account';
