import { IDENTITY_HEADER } from '@petcora/contracts';
import { forgedIdentityTokens, identityHeaders } from '@petcora/testing';
import { useAccountTestContext } from '../testing/account-test-app';
import { GHOST_MEMBER_HEADERS } from '../testing/account-fixtures';

describe('current user (/api/auth/me, /api/user, /api/auth/user)', () => {
  let user: { id: string; username: string };

  const ctx = useAccountTestContext('account_users');

  beforeAll(async () => {
    const res = await ctx.http().post('/api/auth/signup').send({
      email: 'me@example.com',
      password: 'current-user-1',
      username: 'me_myself',
      firstName: 'Me',
      lastName: 'Myself',
    });
    user = res.body.user;
  });

  it.each(['/api/auth/me', '/api/user', '/api/auth/user'])(
    '%s answers the identified user, without the password',
    async (path) => {
      const res = await ctx
        .http()
        .get(path)
        .set(identityHeaders({ sub: user.id, username: user.username, role: 'member' }, 'account'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: user.id,
        email: 'me@example.com',
        // Not confirmed through the mailed link yet.
        emailVerified: false,
        username: 'me_myself',
        displayName: null,
        firstName: 'Me',
        lastName: 'Myself',
        bio: null,
        profilePicture: null,
        profileImageUrl: null,
        coverImageUrl: null,
        profileImage: null,
        coverImage: null,
        location: null,
        website: null,
        isVerified: false,
        onboardingCompleted: false,
        profileCompleted: false,
        role: 'member',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    },
  );

  it.each(['/api/auth/me', '/api/user', '/api/auth/user'])(
    '%s answers 401 { message } to an anonymous caller',
    async (path) => {
      const res = await ctx.http().get(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: expect.any(String) });
    },
  );

  describe('refuses identity tokens the gateway did not sign for this service', () => {
    const admin = () => ({ sub: user.id, username: user.username, role: 'admin' as const });

    it('accepts the genuine token (control)', async () => {
      expect((await ctx.http().get('/api/auth/me').set(identityHeaders(admin(), 'account'))).status).toBe(
        200,
      );
    });

    it('refuses HS256 with the dev secret, another EC key, another audience and alg none', async () => {
      const forgeries = forgedIdentityTokens(admin(), 'account');
      expect(forgeries).toHaveLength(4);
      for (const [label, token] of forgeries) {
        const status = (await ctx.http().get('/api/auth/me').set(IDENTITY_HEADER, token)).status;
        expect({ label, status }).toEqual({ label, status: 401 });
      }
    });
  });

  it('refuses a session cookie alone: services trust only the gateway identity', async () => {
    const signIn = await ctx
      .http()
      .post('/api/auth/signin')
      .send({ email: 'me@example.com', password: 'current-user-1' });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0];
    expect((await ctx.http().get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
  });

  it('answers 401 for a valid token whose account no longer exists', async () => {
    expect((await ctx.http().get('/api/auth/me').set(GHOST_MEMBER_HEADERS)).status).toBe(401);
  });
});
