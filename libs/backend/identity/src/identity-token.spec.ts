import { signIdentityToken, verifyIdentityToken } from './identity-token';

describe('identity token', () => {
  const secret = 'test-secret-at-least-32-characters-long';

  it('round-trips the claims', () => {
    const token = signIdentityToken({ sub: 'u1', username: 'rex', role: 'admin' }, secret);
    expect(verifyIdentityToken(token, secret)).toEqual({ sub: 'u1', username: 'rex', role: 'admin' });
  });

  it('rejects a token signed with another secret', () => {
    const token = signIdentityToken(
      { sub: 'u1', username: 'rex', role: 'member' },
      'another-secret-another-secret-xx',
    );
    expect(verifyIdentityToken(token, secret)).toBeNull();
  });

  it('rejects an expired token and garbage', () => {
    const token = signIdentityToken({ sub: 'u1', username: 'rex', role: 'member' }, secret, -10);
    expect(verifyIdentityToken(token, secret)).toBeNull();
    expect(verifyIdentityToken('not-a-token', secret)).toBeNull();
    expect(verifyIdentityToken(undefined, secret)).toBeNull();
  });
});
