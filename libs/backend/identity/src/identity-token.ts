import jwt from 'jsonwebtoken';
import type { IdentityClaims } from '@petcora/contracts';

/**
 * The gateway authenticates a request once and forwards who the caller is as a short-lived HS256 token;
 * services verify it and trust nothing else. Short lifetime bounds the damage of a leaked token.
 */
export const IDENTITY_TOKEN_ISSUER = 'petcora-gateway';
export const IDENTITY_TOKEN_TTL_SECONDS = 60;

export function signIdentityToken(
  claims: IdentityClaims,
  secret: string,
  ttlSeconds = IDENTITY_TOKEN_TTL_SECONDS,
): string {
  return jwt.sign({ username: claims.username, role: claims.role }, secret, {
    algorithm: 'HS256',
    subject: claims.sub,
    issuer: IDENTITY_TOKEN_ISSUER,
    expiresIn: ttlSeconds,
  });
}

/** Returns the claims of a valid token, or null for a missing, forged, expired or malformed one. */
export function verifyIdentityToken(token: string | undefined, secret: string): IdentityClaims | null {
  if (!token) return null;
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: IDENTITY_TOKEN_ISSUER });
    if (typeof payload === 'string' || !payload.sub) return null;
    const role = payload.role === 'admin' ? 'admin' : 'member';
    return { sub: payload.sub, username: String(payload.username ?? ''), role };
  } catch {
    return null;
  }
}

/**
 * Development-only default shared by the gateway (signs) and the services (verify), so a local run needs no
 * set-up. Both refuse it in production.
 */
export const DEV_IDENTITY_TOKEN_SECRET = 'petcora-dev-only-secret-change-me-in-production';
