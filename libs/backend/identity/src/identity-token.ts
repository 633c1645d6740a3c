import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { IdentityClaims } from '@petcora/contracts';

/**
 * The gateway authenticates a request once and forwards who the caller is as a short-lived ES256 token signed with
 * a private key only the gateway holds; services verify it with the public key, so a compromised service can read
 * tokens but never mint one. Each token names the one service it is for (`aud`), so a token a
 * service received cannot be replayed against another. Short lifetime bounds the damage of a leaked token.
 */
export const IDENTITY_TOKEN_ISSUER = 'petcora-gateway';
export const IDENTITY_TOKEN_TTL_SECONDS = 60;
export const IDENTITY_TOKEN_ALGORITHM = 'ES256';

/** The services a token can be addressed to (the gateway's route targets). */
export const IDENTITY_AUDIENCES = ['account', 'social', 'store'] as const;
export type IdentityAudience = (typeof IDENTITY_AUDIENCES)[number];

/** The token claim carrying `IdentityClaims.adminElevated` (present, true, only for an unlocked admin session). */
export const ADMIN_ELEVATED_CLAIM = 'admin_elevated';

export function signIdentityToken(
  claims: IdentityClaims,
  audience: IdentityAudience,
  privateKey: KeyObject | string,
  ttlSeconds = IDENTITY_TOKEN_TTL_SECONDS,
): string {
  const elevated = claims.role === 'admin' && claims.adminElevated === true;
  const payload = {
    username: claims.username,
    role: claims.role,
    ...(elevated ? { [ADMIN_ELEVATED_CLAIM]: true } : {}),
  };
  return jwt.sign(payload, privateKey, {
    algorithm: IDENTITY_TOKEN_ALGORITHM,
    subject: claims.sub,
    issuer: IDENTITY_TOKEN_ISSUER,
    audience,
    expiresIn: ttlSeconds,
  });
}

/**
 * Returns the claims of a valid token for `audience`, or null for a missing, forged, expired or malformed one, one
 * signed with any other algorithm (HS256 with a shared secret, `none`) or addressed to another service.
 */
export function verifyIdentityToken(
  token: string | undefined,
  publicKey: KeyObject | string,
  audience: IdentityAudience,
): IdentityClaims | null {
  if (!token) return null;
  try {
    const payload = jwt.verify(token, publicKey, {
      algorithms: [IDENTITY_TOKEN_ALGORITHM],
      issuer: IDENTITY_TOKEN_ISSUER,
    });
    return identityFromPayload(payload, audience);
  } catch {
    return null;
  }
}

/**
 * Claims of an already signature-checked payload, or null unless it is addressed to exactly `audience`. The gateway
 * signs one audience per token; a list is refused rather than matched, so no token is valid at two services.
 */
export function identityFromPayload(payload: unknown, audience: IdentityAudience): IdentityClaims | null {
  if (!payload || typeof payload !== 'object') return null;
  const { sub, aud, username, role, [ADMIN_ELEVATED_CLAIM]: elevated } = payload as Record<string, unknown>;
  if (aud !== audience || typeof sub !== 'string' || sub === '') return null;
  const claims: IdentityClaims = {
    sub,
    username: typeof username === 'string' ? username : '',
    role: role === 'admin' ? 'admin' : 'member',
  };
  if (claims.role === 'admin' && elevated === true) claims.adminElevated = true;
  return claims;
}
