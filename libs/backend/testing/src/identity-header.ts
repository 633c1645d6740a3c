import { createPrivateKey } from 'node:crypto';
import { IDENTITY_HEADER, type IdentityClaims } from '@petcora/contracts';
import { DEV_IDENTITY_TOKEN_PRIVATE_KEY, signIdentityToken, type IdentityAudience } from '@petcora/identity';

/**
 * Tests play the gateway with the committed development key; the services under test verify with its public half
 * (their default under NODE_ENV=development or test).
 */
const gatewayKey = createPrivateKey(DEV_IDENTITY_TOKEN_PRIVATE_KEY);

/** Headers a request to `audience` carries after the gateway authenticated it as `claims`. */
export function identityHeaders(claims: IdentityClaims, audience: IdentityAudience): Record<string, string> {
  return { [IDENTITY_HEADER]: signIdentityToken(claims, audience, gatewayKey) };
}
