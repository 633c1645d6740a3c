import { createPrivateKey, createPublicKey } from 'node:crypto';
import {
  DEV_IDENTITY_TOKEN_PRIVATE_KEY,
  DEV_IDENTITY_TOKEN_PUBLIC_KEY,
  verifyIdentityToken,
} from '@petcora/identity';
import { IdentityTokenCache } from './identity-token-cache';

const PRIVATE_KEY = createPrivateKey(DEV_IDENTITY_TOKEN_PRIVATE_KEY);
const PUBLIC_KEY = createPublicKey(DEV_IDENTITY_TOKEN_PUBLIC_KEY);
const rex = { sub: 'u1', username: 'rex', role: 'member' as const };

describe('IdentityTokenCache', () => {
  it('signs a verifiable token and reuses it within the reuse window', () => {
    const cache = new IdentityTokenCache(PRIVATE_KEY);
    const first = cache.tokenFor(rex, 'social');
    expect(verifyIdentityToken(first, PUBLIC_KEY, 'social')).toEqual(rex);
    expect(cache.tokenFor({ ...rex }, 'social')).toBe(first);
  });

  it('keys by audience: a token cached for one service is never handed to another', () => {
    const cache = new IdentityTokenCache(PRIVATE_KEY);
    const forSocial = cache.tokenFor(rex, 'social');
    const forStore = cache.tokenFor(rex, 'store');
    expect(forStore).not.toBe(forSocial);
    expect(verifyIdentityToken(forStore, PUBLIC_KEY, 'store')).toEqual(rex);
    expect(verifyIdentityToken(forSocial, PUBLIC_KEY, 'store')).toBeNull();
  });

  it('signs a different token when any claim differs', () => {
    const cache = new IdentityTokenCache(PRIVATE_KEY);
    const member = cache.tokenFor(rex, 'account');
    const admin = cache.tokenFor({ ...rex, role: 'admin' }, 'account');
    expect(admin).not.toBe(member);
    expect(verifyIdentityToken(admin, PUBLIC_KEY, 'account')?.role).toBe('admin');
    const renamed = cache.tokenFor({ ...rex, username: 'rexy' }, 'account');
    expect(verifyIdentityToken(renamed, PUBLIC_KEY, 'account')?.username).toBe('rexy');
  });

  it('signs afresh after the reuse window', async () => {
    const cache = new IdentityTokenCache(PRIVATE_KEY, 20);
    const first = cache.tokenFor(rex, 'social');
    await new Promise((r) => setTimeout(r, 1100)); // jwt iat has 1 s resolution
    expect(cache.tokenFor(rex, 'social')).not.toBe(first);
  });
});
