import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import type { IdentityClaims } from '@petcora/contracts';
import {
  DEV_ONLY_SECRET,
  IDENTITY_TOKEN_ISSUER,
  signIdentityToken,
  DEV_IDENTITY_TOKEN_PRIVATE_KEY,
  type IdentityAudience,
} from '@petcora/identity';

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** A JWT assembled by hand, so the forgeries do not depend on the library that verifies them. */
function handMade(alg: string, payload: object, signature: (signingInput: string) => Buffer): string {
  const signingInput = `${base64url(JSON.stringify({ alg, typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${signingInput}.${base64url(signature(signingInput))}`;
}

/**
 * Tokens with perfectly good claims for `audience` that a service must refuse: what a compromised
 * service or an attacker could make without the gateway's private key. Each is [label, token].
 */
export function forgedIdentityTokens(claims: IdentityClaims, audience: IdentityAudience): [string, string][] {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: claims.sub,
    username: claims.username,
    role: claims.role,
    iss: IDENTITY_TOKEN_ISSUER,
    aud: audience,
    iat: now,
    exp: now + 60,
  };
  const otherKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
  const otherAudience = audience === 'social' ? 'store' : 'social';
  return [
    [
      'HS256 with the old shared development secret',
      handMade('HS256', payload, (input) => createHmac('sha256', DEV_ONLY_SECRET).update(input).digest()),
    ],
    [
      'ES256 with another EC key',
      handMade('ES256', payload, (input) =>
        sign('sha256', Buffer.from(input), { key: otherKey, dsaEncoding: 'ieee-p1363' }),
      ),
    ],
    [
      `a genuine token for the ${otherAudience} service`,
      signIdentityToken(claims, otherAudience, DEV_IDENTITY_TOKEN_PRIVATE_KEY),
    ],
    ['alg none', handMade('none', payload, () => Buffer.alloc(0))],
  ];
}
