import { IDENTITY_HEADER, type IdentityClaims } from '@petcora/contracts';
import { signIdentityToken } from '@petcora/identity';

/** Secret used by service tests; set it as IDENTITY_TOKEN_SECRET before the app is created. */
export const TEST_IDENTITY_SECRET = 'petcora-test-identity-secret-0123456789';

/** Headers a request carries after the gateway authenticated it as `claims`. */
export function identityHeaders(
  claims: IdentityClaims,
  secret = TEST_IDENTITY_SECRET,
): Record<string, string> {
  return { [IDENTITY_HEADER]: signIdentityToken(claims, secret) };
}
