import { verifyIdentityToken } from '@petcora/identity';
import { IdentityTokenCache } from './identity-token-cache';

const SECRET = 'token-cache-test-secret-0123456789abcdef';
const rex = { sub: 'u1', username: 'rex', role: 'member' as const };

describe('IdentityTokenCache', () => {
  it('signs a verifiable token and reuses it within the reuse window', () => {
    const cache = new IdentityTokenCache(SECRET);
    const first = cache.tokenFor(rex);
    expect(verifyIdentityToken(first, SECRET)).toEqual(rex);
    expect(cache.tokenFor({ ...rex })).toBe(first);
  });

  it('signs a different token when any claim differs', () => {
    const cache = new IdentityTokenCache(SECRET);
    const member = cache.tokenFor(rex);
    const admin = cache.tokenFor({ ...rex, role: 'admin' });
    expect(admin).not.toBe(member);
    expect(verifyIdentityToken(admin, SECRET)?.role).toBe('admin');
    expect(verifyIdentityToken(cache.tokenFor({ ...rex, username: 'rexy' }), SECRET)?.username).toBe('rexy');
  });

  it('signs afresh after the reuse window', async () => {
    const cache = new IdentityTokenCache(SECRET, 20);
    const first = cache.tokenFor(rex);
    await new Promise((r) => setTimeout(r, 1100)); // jwt iat has 1 s resolution
    expect(cache.tokenFor(rex)).not.toBe(first);
  });
});
