import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import {
  DEV_IDENTITY_TOKEN_PRIVATE_KEY,
  DEV_IDENTITY_TOKEN_PUBLIC_KEY,
  DEV_ONLY_SECRET,
} from './dev-identity-keys';
import {
  ADMIN_ELEVATED_CLAIM,
  IDENTITY_TOKEN_ISSUER,
  signIdentityToken,
  verifyIdentityToken,
} from './identity-token';

const privateKey = createPrivateKey(DEV_IDENTITY_TOKEN_PRIVATE_KEY);
const publicKey = createPublicKey(DEV_IDENTITY_TOKEN_PUBLIC_KEY);
const rex = { sub: 'u1', username: 'rex', role: 'admin' as const };

/** A token with the right claims for `social`, signed however the attacker likes. */
const forge = (key: jwt.Secret, options: jwt.SignOptions) =>
  jwt.sign({ username: 'rex', role: 'admin' }, key, {
    subject: 'u1',
    issuer: IDENTITY_TOKEN_ISSUER,
    audience: 'social',
    expiresIn: 60,
    ...options,
  });

describe('identity token (ES256, one audience)', () => {
  it('round-trips the claims for its audience', () => {
    const token = signIdentityToken(rex, 'social', privateKey);
    expect(verifyIdentityToken(token, publicKey, 'social')).toEqual(rex);
    expect(jwt.decode(token, { complete: true })?.header.alg).toBe('ES256');
  });

  it('is refused by every other service', () => {
    const token = signIdentityToken(rex, 'social', privateKey);
    expect(verifyIdentityToken(token, publicKey, 'account')).toBeNull();
    expect(verifyIdentityToken(token, publicKey, 'store')).toBeNull();
  });

  it('refuses a token signed with the old shared HMAC secret, even with the right claims', () => {
    expect(
      verifyIdentityToken(forge(DEV_ONLY_SECRET, { algorithm: 'HS256' }), publicKey, 'social'),
    ).toBeNull();
  });

  it('refuses an HS256 token whose HMAC key is the public key PEM (algorithm confusion)', () => {
    const token = forge(DEV_IDENTITY_TOKEN_PUBLIC_KEY, { algorithm: 'HS256' });
    expect(verifyIdentityToken(token, publicKey, 'social')).toBeNull();
    expect(verifyIdentityToken(token, DEV_IDENTITY_TOKEN_PUBLIC_KEY, 'social')).toBeNull();
  });

  it('refuses a token signed with another EC key', () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    expect(verifyIdentityToken(forge(other, { algorithm: 'ES256' }), publicKey, 'social')).toBeNull();
  });

  it('refuses an unsigned token (alg none)', () => {
    const unsigned = jwt.sign(
      { username: 'rex', role: 'admin', sub: 'u1', iss: IDENTITY_TOKEN_ISSUER, aud: 'social' },
      '',
      {
        algorithm: 'none',
      },
    );
    expect(verifyIdentityToken(unsigned, publicKey, 'social')).toBeNull();
  });

  it('refuses a token addressed to several services at once', () => {
    const token = forge(privateKey, { algorithm: 'ES256', audience: ['social', 'store'] });
    expect(verifyIdentityToken(token, publicKey, 'social')).toBeNull();
  });

  it('refuses an expired token, another issuer and garbage', () => {
    expect(
      verifyIdentityToken(signIdentityToken(rex, 'social', privateKey, -10), publicKey, 'social'),
    ).toBeNull();
    expect(
      verifyIdentityToken(forge(privateKey, { algorithm: 'ES256', issuer: 'someone' }), publicKey, 'social'),
    ).toBeNull();
    expect(verifyIdentityToken('not-a-token', publicKey, 'social')).toBeNull();
    expect(verifyIdentityToken(undefined, publicKey, 'social')).toBeNull();
  });
});

describe('the admin_elevated claim', () => {
  const key = privateKey;
  const boss = { sub: 'u9', username: 'boss', role: 'admin' as const };

  it('travels for an elevated admin and is absent otherwise', () => {
    const elevated = signIdentityToken({ ...boss, adminElevated: true }, 'account', key);
    expect(verifyIdentityToken(elevated, publicKey, 'account')).toEqual({ ...boss, adminElevated: true });
    expect(jwt.decode(elevated)).toMatchObject({ [ADMIN_ELEVATED_CLAIM]: true });
    const plain = signIdentityToken(boss, 'account', key);
    expect(jwt.decode(plain)).not.toHaveProperty(ADMIN_ELEVATED_CLAIM);
    expect(verifyIdentityToken(plain, publicKey, 'account')).toEqual(boss);
  });

  it('never elevates a member, even from a token that carries the claim', () => {
    const token = jwt.sign({ username: 'rex', role: 'member', [ADMIN_ELEVATED_CLAIM]: true }, key, {
      algorithm: 'ES256',
      subject: 'u1',
      issuer: IDENTITY_TOKEN_ISSUER,
      audience: 'account',
      expiresIn: 60,
    });
    expect(verifyIdentityToken(token, publicKey, 'account')).toEqual({
      sub: 'u1',
      username: 'rex',
      role: 'member',
    });
    expect(
      jwt.decode(signIdentityToken({ ...boss, role: 'member', adminElevated: true }, 'account', key)),
    ).not.toHaveProperty(ADMIN_ELEVATED_CLAIM);
  });

  it('is refused when signed with any key but the gateway’s', () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const forged = signIdentityToken({ ...boss, adminElevated: true }, 'account', other);
    expect(verifyIdentityToken(forged, publicKey, 'account')).toBeNull();
  });
});
