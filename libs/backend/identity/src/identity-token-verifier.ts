import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { IdentityClaims } from '@petcora/contracts';
import {
  IDENTITY_TOKEN_ALGORITHM,
  IDENTITY_TOKEN_ISSUER,
  identityFromPayload,
  type IdentityAudience,
} from './identity-token';

/** Enough for every member active within a token's 60 s lifetime on one service copy; the oldest go first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * A service's check of the gateway's identity token, remembering each token it verified until the token expires.
 * The gateway reuses a member's token for its lifetime (identity-token-cache.ts), so a service sees the same token
 * for many requests; an ES256 verification (plus passport-jwt turning the PEM into a key each time) was ~15 % of the
 * social service's CPU per feed request (docs/performance.md).
 *
 * Only tokens that passed the full check are remembered, keyed by the whole token string (signature included), so a
 * token that differs by one byte is verified from scratch. A remembered token is refused from its `exp` on, as a
 * fresh verification would; a token without `exp` is never remembered.
 */
export class IdentityTokenVerifier {
  private readonly verified = new Map<string, { claims: IdentityClaims; expiresAtMs: number }>();

  constructor(
    private readonly publicKey: KeyObject,
    private readonly audience: IdentityAudience,
    private readonly maxKept = VERIFIED_TOKENS_KEPT,
    private readonly now: () => number = Date.now,
  ) {}

  /** The claims of a valid token for this service, or null (missing, forged, expired, another audience…). */
  verify(token: string | undefined): IdentityClaims | null {
    if (!token) return null;
    const known = this.verified.get(token);
    if (known) {
      if (this.now() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
      return null;
    }
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.publicKey, {
        algorithms: [IDENTITY_TOKEN_ALGORITHM],
        issuer: IDENTITY_TOKEN_ISSUER,
        clockTimestamp: Math.floor(this.now() / 1000),
      });
    } catch {
      return null;
    }
    const found = identityFromPayload(payload, this.audience);
    // Shared by every request that carries this token: frozen, so no handler can change another request's caller.
    const claims = found && Object.freeze(found);
    const exp = typeof payload === 'object' ? payload.exp : undefined;
    if (claims && typeof exp === 'number') this.remember(token, claims, exp * 1000);
    return claims;
  }

  /** How many verified tokens are remembered (tests). */
  get size(): number {
    return this.verified.size;
  }

  private remember(token: string, claims: IdentityClaims, expiresAtMs: number): void {
    if (this.verified.size >= this.maxKept) {
      // Expired ones first; if none, the oldest (a Map iterates in insertion order).
      const now = this.now();
      for (const [key, entry] of this.verified) if (entry.expiresAtMs <= now) this.verified.delete(key);
      if (this.verified.size >= this.maxKept) this.verified.delete(this.verified.keys().next().value!);
    }
    this.verified.set(token, { claims, expiresAtMs });
  }
}
