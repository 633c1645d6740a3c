import type { KeyObject } from 'node:crypto';
import { IdentityKeyError, readIdentityPublicKey } from '@petcora/identity';

/**
 * The public key that verifies the gateway's identity tokens (IDENTITY_TOKEN_PUBLIC_KEY; the committed dev key
 * outside production). Throws one `Invalid configuration` line, like the other settings, when it is refused.
 */
export function identityPublicKeyFromEnv(env: NodeJS.ProcessEnv = process.env): KeyObject {
  try {
    return readIdentityPublicKey(env);
  } catch (error) {
    if (error instanceof IdentityKeyError) throw new Error(`Invalid configuration: ${error.message}`);
    throw error;
  }
}
