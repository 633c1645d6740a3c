import type { KeyObject } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { IdentityClaims } from '@petcora/contracts';
import { IDENTITY_TOKEN_TTL_SECONDS, signIdentityToken, type IdentityAudience } from '@petcora/identity';

/**
 * Signing an ES256 token costs a fraction of a millisecond of CPU, more than the rest of the gateway's work on a
 * request. A token is reused for half its lifetime, so a service always receives one with at least 30 s left. Tokens
 * are addressed to one service, so the cache is keyed by audience as well as by the claims.
 */
export class IdentityTokenCache {
  private readonly tokens: LRUCache<string, string>;

  constructor(
    private readonly privateKey: KeyObject,
    reuseMs = (IDENTITY_TOKEN_TTL_SECONDS * 1000) / 2,
    maxEntries = 10_000,
  ) {
    this.tokens = new LRUCache<string, string>({ max: maxEntries, ttl: reuseMs });
  }

  tokenFor(claims: IdentityClaims, audience: IdentityAudience): string {
    const key = JSON.stringify([
      audience,
      claims.sub,
      claims.username,
      claims.role,
      claims.adminElevated === true,
    ]);
    let token = this.tokens.get(key);
    if (!token) {
      token = signIdentityToken(claims, audience, this.privateKey);
      this.tokens.set(key, token);
    }
    return token;
  }
}
