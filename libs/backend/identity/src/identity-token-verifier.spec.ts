import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DEV_IDENTITY_TOKEN_PRIVATE_KEY, DEV_IDENTITY_TOKEN_PUBLIC_KEY } from './dev-identity-keys';
import { IDENTITY_TOKEN_ISSUER, signIdentityToken } from './identity-token';
import { IdentityTokenVerifier } from './identity-token-verifier';

const privateKey = createPrivateKey(DEV_IDENTITY_TOKEN_PRIVATE_KEY);
const publicKey = createPublicKey(DEV_IDENTITY_TOKEN_PUBLIC_KEY);
const rex = { sub: 'u1', username: 'rex', role: 'member' as const };

/** A verifier whose clock the test moves. */
function verifierAt(startMs = Date.now(), maxKept?: number) {
  const clock = { now: startMs };
  return { clock, verifier: new IdentityTokenVerifier(publicKey, 'social', maxKept, () => clock.now) };
}

describe('IdentityTokenVerifier: verified identity tokens remembered until they expire', () => {
  afterEach(() => jest.restoreAllMocks());

  it('verifies a token once and answers the same claims from memory after that', () => {
    const { verifier } = verifierAt();
    const token = signIdentityToken(rex, 'social', privateKey);
    const verify = jest.spyOn(jwt, 'verify');
    expect(verifier.verify(token)).toEqual(rex);
    expect(verifier.verify(token)).toEqual(rex);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token from its expiry on', () => {
    const { clock, verifier } = verifierAt();
    const token = signIdentityToken(rex, 'social', privateKey, 60);
    const { exp } = jwt.decode(token) as { exp: number };
    expect(verifier.verify(token)).toEqual(rex);
    clock.now = exp * 1000 - 1;
    expect(verifier.verify(token)).toEqual(rex);
    clock.now = exp * 1000;
    expect(verifier.verify(token)).toBeNull();
    expect(verifier.verify(token)).toBeNull();
  });

  it('verifies from scratch a token that differs from a remembered one, and refuses a tampered signature', () => {
    const { verifier } = verifierAt();
    const token = signIdentityToken(rex, 'social', privateKey);
    expect(verifier.verify(token)).toEqual(rex);
    const [header, payload, signature] = token.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(verifier.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const admin = Buffer.from(JSON.stringify({ ...(jwt.decode(token) as object), role: 'admin' })).toString(
      'base64url',
    );
    expect(verifier.verify(`${header}.${admin}.${signature}`)).toBeNull();
  });

  it('never remembers a refused token: forged, for another service, or garbage', () => {
    const { verifier } = verifierAt();
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const refused = [
      jwt.sign({ username: 'rex', role: 'admin' }, otherKey, {
        algorithm: 'ES256',
        subject: 'u1',
        issuer: IDENTITY_TOKEN_ISSUER,
        audience: 'social',
        expiresIn: 60,
      }),
      signIdentityToken(rex, 'store', privateKey),
      'not-a-token',
    ];
    for (const token of refused) {
      expect(verifier.verify(token)).toBeNull();
      expect(verifier.verify(token)).toBeNull();
    }
    expect(verifier.verify(undefined)).toBeNull();
    expect(verifier.size).toBe(0);
  });

  it('does not remember a valid token that carries no expiry', () => {
    const { verifier } = verifierAt();
    const token = jwt.sign({ username: 'rex', role: 'member' }, privateKey, {
      algorithm: 'ES256',
      subject: 'u1',
      issuer: IDENTITY_TOKEN_ISSUER,
      audience: 'social',
    });
    expect(verifier.verify(token)).toEqual(rex);
    expect(verifier.size).toBe(0);
  });

  it('keeps at most maxKept tokens, forgetting expired ones first, then the oldest', () => {
    const { clock, verifier } = verifierAt(Date.now(), 2);
    const short = signIdentityToken({ ...rex, sub: 'short' }, 'social', privateKey, 1);
    const a = signIdentityToken({ ...rex, sub: 'a' }, 'social', privateKey);
    verifier.verify(short);
    verifier.verify(a);
    clock.now += 2_000;
    const b = signIdentityToken({ ...rex, sub: 'b' }, 'social', privateKey);
    verifier.verify(b);
    expect(verifier.size).toBe(2);
    const verify = jest.spyOn(jwt, 'verify');
    expect(verifier.verify(a)?.sub).toBe('a');
    expect(verify).not.toHaveBeenCalled();
    verifier.verify(signIdentityToken({ ...rex, sub: 'c' }, 'social', privateKey));
    expect(verifier.size).toBe(2);
    verifier.verify(a);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('hands out frozen claims, so one request cannot change the caller another request sees', () => {
    const { verifier } = verifierAt();
    const token = signIdentityToken(rex, 'social', privateKey);
    const claims = verifier.verify(token)!;
    expect(() => Object.assign(claims, { role: 'admin' })).toThrow(TypeError);
    expect(verifier.verify(token)?.role).toBe('member');
  });
});
