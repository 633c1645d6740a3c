import { identityPublicKeyFromEnv, secretFromEnv } from '@petcora/nest-common';
import { adminPasswordHash } from '../admin/admin-password';
import { type AccountEnv, loadAccountEnv } from './account-env';

/**
 * Every start-up refusal of the account service, before it opens a connection: bad settings, and (unless
 * NODE_ENV=development or test) a missing or published session secret, identity key or admin overview hash.
 */
export function checkAccountConfiguration(env: NodeJS.ProcessEnv = process.env): AccountEnv {
  const parsed = loadAccountEnv(env);
  secretFromEnv('SESSION_SECRET', env);
  identityPublicKeyFromEnv(env);
  adminPasswordHash(parsed);
  return parsed;
}
