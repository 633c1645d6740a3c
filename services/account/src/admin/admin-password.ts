import { isDevelopmentLike } from '@petcora/nest-common';
import type { AccountEnv } from '../config/account-env';

/**
 * argon2id hash of the development password `petcora-overview-1` (documented in the README). Only used outside
 * production; production refuses to start without ADMIN_OVERVIEW_PASSWORD_HASH.
 */
export const DEV_ADMIN_OVERVIEW_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$phlA/YvY0WBpL36Y0oM4FQ$h9/16MyE8a2tk0uKLCnHxUrxXLwgBsLa9UvdqUHFJEo';

/** The hash the admin overview password is checked against. */
export function adminPasswordHash(
  env: Pick<AccountEnv, 'NODE_ENV' | 'ADMIN_OVERVIEW_PASSWORD_HASH'>,
): string {
  if (env.ADMIN_OVERVIEW_PASSWORD_HASH) {
    // The development hash's password is printed in the README: it is no secret in production.
    if (!isDevelopmentLike(env) && env.ADMIN_OVERVIEW_PASSWORD_HASH === DEV_ADMIN_OVERVIEW_PASSWORD_HASH)
      throw new Error(
        'Invalid configuration: ADMIN_OVERVIEW_PASSWORD_HASH is the published development hash',
      );
    return env.ADMIN_OVERVIEW_PASSWORD_HASH;
  }
  if (!isDevelopmentLike(env)) {
    throw new Error('Invalid configuration: ADMIN_OVERVIEW_PASSWORD_HASH must be set in production');
  }
  return DEV_ADMIN_OVERVIEW_PASSWORD_HASH;
}
