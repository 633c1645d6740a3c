import request from 'supertest';
import { countUsers, useAccountTestContext, sessionCookieFrom } from '../testing/account-test-app';

describe('auth (sign-up, sign-in, sign-out, redirects)', () => {
  const ctx = useAccountTestContext('account_auth');

  const signUp = (body: object) => ctx.http().post('/api/auth/signup').send(body);
  const sessionRows = async () =>
    (await ctx.dataSource.query(`SELECT count(*)::int AS n FROM "account"."sessions"`))[0].n as number;
  let seq = 0;
  const freshUser = () => {
    seq += 1;
    return { email: `member${seq}@example.com`, password: 'correct-horse', username: `member_${seq}` };
  };

  describe('POST /api/auth/signup', () => {
    it('creates the account, answers 201 with the user and sets the session cookie', async () => {
      const res = await signUp({
        email: 'Maya@Example.COM',
        password: 'biscuit-bath-day',
        username: 'Maya_B',
        firstName: 'Maya',
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.user).toMatchObject({
        id: expect.any(String),
        email: 'maya@example.com',
        username: 'Maya_B',
        firstName: 'Maya',
        lastName: null,
        role: 'member',
        isVerified: false,
        onboardingCompleted: false,
      });
      expect(res.body.user).not.toHaveProperty('password');
      const cookie = sessionCookieFrom(res);
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/); // only in production
      // A browser-session cookie, as the /cookies page says; the server's idle and absolute limits end it sooner.
      expect(cookie).not.toMatch(/Expires=|Max-Age=/i);

      const [stored] = await ctx.dataSource.query(`SELECT password FROM "account"."users" WHERE id = $1`, [
        res.body.user.id,
      ]);
      expect(stored.password).toMatch(/^\$argon2id\$/);
    });

    it.each([
      ['email', 'not-an-email', 'Please enter a valid email address'],
      ['password', 'short', 'Password must be at least 8 characters'],
      ['password', 'x'.repeat(101), 'Password must be less than 100 characters'],
      ['username', 'ab', 'Username must be at least 3 characters'],
      ['username', 'a'.repeat(21), 'Username must be less than 20 characters'],
      ['username', 'bad name!', 'Username can only contain letters, numbers, and underscores'],
    ])('rejects %s = %j with 400 "%s" and writes nothing', async (field, value, message) => {
      const before = await countUsers(ctx.dataSource);
      const res = await signUp({ ...freshUser(), [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(await countUsers(ctx.dataSource)).toBe(before);
    });

    it('rejects unknown fields and non-object bodies with 400', async () => {
      expect((await signUp({ ...freshUser(), role: 'admin' })).status).toBe(400);
      const res = await ctx
        .http()
        .post('/api/auth/signup')
        .set('Content-Type', 'application/json')
        .send('[1,2]');
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    });

    it('answers malformed JSON with 400 { message }', async () => {
      const res = await ctx
        .http()
        .post('/api/auth/signup')
        .set('Content-Type', 'application/json')
        .send('{"email": "a@b.co",');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.any(String) });
    });

    it('refuses the most common passwords with 400 and a clear message, on every sign-up flavour', async () => {
      const before = await countUsers(ctx.dataSource);
      const tooCommon = {
        message: 'This password is too common. Please choose one that is harder to guess.',
      };
      const email = await signUp({ ...freshUser(), password: 'Password1' });
      expect(email.status).toBe(400);
      expect(email.body).toEqual(tooCommon);
      const simple = await ctx
        .http()
        .post('/api/simple-auth/signup')
        .send({ username: 'common_pw', password: 'qwerty123', confirmPassword: 'qwerty123' });
      expect(simple.status).toBe(400);
      expect(simple.body).toEqual(tooCommon);
      // The spec's length rule still comes first.
      expect((await signUp({ ...freshUser(), password: '123456' })).body).toEqual({
        message: 'Password must be at least 8 characters',
      });
      expect(await countUsers(ctx.dataSource)).toBe(before);
    });

    it('refuses a duplicate email or username (any case) with 409 and creates nothing', async () => {
      const first = freshUser();
      expect((await signUp(first)).status).toBe(201);
      const before = await countUsers(ctx.dataSource);

      const sameEmail = await signUp({ ...freshUser(), email: first.email.toUpperCase() });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({ message: 'An account with this email already exists' });

      const sameUsername = await signUp({ ...freshUser(), username: first.username.toUpperCase() });
      expect(sameUsername.status).toBe(409);
      expect(sameUsername.body).toEqual({ message: 'This username is already taken' });

      expect(await countUsers(ctx.dataSource)).toBe(before);
    });

    it('maps a lost race on the unique indexes to 409, never 500', async () => {
      const base = freshUser();
      const attempts = await Promise.all(
        [0, 1, 2].map((i) => signUp({ ...base, email: `racer${i}-${base.email}`, username: base.username })),
      );
      const statuses = attempts.map((res) => res.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
      for (const res of attempts.filter((r) => r.status === 409)) {
        expect(res.body).toEqual({ message: 'This username is already taken' });
      }
    });
  });

  describe('POST /api/auth/signin', () => {
    const account = { email: 'signin@example.com', password: 'right-password-1', username: 'Sign_In_Tester' };

    beforeAll(async () => {
      expect((await signUp(account)).status).toBe(201);
    });

    it('signs in by email (any case) with 200, the user and a session cookie', async () => {
      const res = await ctx
        .http()
        .post('/api/auth/signin')
        .send({ email: 'SignIn@Example.com', password: account.password });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ username: account.username, email: account.email });
      expect(res.body.user).not.toHaveProperty('password');
      expect(res.body.message).toEqual(expect.any(String));
      expect(sessionCookieFrom(res)).toBeDefined();
    });

    it('signs in by username (any case)', async () => {
      const res = await ctx
        .http()
        .post('/api/auth/signin')
        .send({ username: 'sign_in_tester', password: account.password });
      expect(res.status).toBe(200);
      expect(res.body.user.username).toBe(account.username);
    });

    it.each([
      ['a wrong password', { email: account.email, password: 'wrong-password' }],
      ['an unknown email', { email: 'nobody@example.com', password: account.password }],
      ['an unknown username', { username: 'nobody_here', password: account.password }],
    ])('answers %s with 401 "Invalid email or password" and no cookie', async (_case, body) => {
      const res = await ctx.http().post('/api/auth/signin').send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password' });
      expect(sessionCookieFrom(res)).toBeUndefined();
    });

    it.each([
      [{ email: 'nope', password: 'x' }, 'Please enter a valid email address'],
      [{ email: account.email, password: '' }, 'Password is required'],
      [{ username: '', password: 'x' }, 'Username is required'],
      [{ username: 'someone' }, 'Password is required'],
    ])('validates %j with 400 "%s"', async (body, message) => {
      const res = await ctx.http().post('/api/auth/signin').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    });

    it('issues a new session id on each sign-in (no fixation)', async () => {
      const agent = request.agent(ctx.app.getHttpServer());
      const first = sessionCookieFrom(
        await agent.post('/api/auth/signin').send({ email: account.email, password: account.password }),
      );
      const second = sessionCookieFrom(
        await agent.post('/api/auth/signin').send({ email: account.email, password: account.password }),
      );
      expect(first && second).toBeTruthy();
      expect(first!.split(';')[0]).not.toBe(second!.split(';')[0]);
      // The old session id no longer resolves.
      const replay = await ctx.http().get('/internal/session').set('Cookie', first!.split(';')[0]);
      expect(replay.status).toBe(401);
    });
  });

  describe('session lifecycle through /internal/session', () => {
    it('resolves the cookie to { id, username, role } until sign-out destroys the session', async () => {
      const user = freshUser();
      const created = await signUp(user);
      const cookie = sessionCookieFrom(created)!.split(';')[0];

      const resolved = await ctx.http().get('/internal/session').set('Cookie', cookie);
      expect(resolved.status).toBe(200);
      expect(resolved.body).toEqual({ id: created.body.user.id, username: user.username, role: 'member' });

      const rowsBefore = await sessionRows();
      const signOut = await ctx.http().post('/api/auth/signout').set('Cookie', cookie);
      expect(signOut.status).toBe(200);
      expect(signOut.body).toEqual({ message: 'Signed out' });
      expect(sessionCookieFrom(signOut)).toMatch(/^petcora\.sid=;.*Expires=Thu, 01 Jan 1970/);
      expect(await sessionRows()).toBe(rowsBefore - 1);

      const after = await ctx.http().get('/internal/session').set('Cookie', cookie);
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ message: expect.any(String) });
    });

    it('answers 401 without a cookie, with a forged cookie, and for a deleted user', async () => {
      expect((await ctx.http().get('/internal/session')).status).toBe(401);
      expect(
        (await ctx.http().get('/internal/session').set('Cookie', 'petcora.sid=s%3Aforged.signature')).status,
      ).toBe(401);

      const created = await signUp(freshUser());
      const cookie = sessionCookieFrom(created)!.split(';')[0];
      await ctx.dataSource.query(`DELETE FROM "account"."users" WHERE id = $1`, [created.body.user.id]);
      expect((await ctx.http().get('/internal/session').set('Cookie', cookie)).status).toBe(401);
    });

    it('signing out without a session still answers 200 and clears the cookie', async () => {
      const res = await ctx.http().post('/api/auth/signout');
      expect(res.status).toBe(200);
      expect(sessionCookieFrom(res)).toMatch(/^petcora\.sid=;/);
    });
  });

  describe('server navigations', () => {
    it('GET /api/logout destroys the session and redirects home', async () => {
      const cookie = sessionCookieFrom(await signUp(freshUser()))!.split(';')[0];
      const res = await ctx.http().get('/api/logout').set('Cookie', cookie);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/');
      expect((await ctx.http().get('/internal/session').set('Cookie', cookie)).status).toBe(401);
    });

    it.each([
      [undefined, '/auth'],
      ['/store?tab=cats', '/auth?returnTo=%2Fstore%3Ftab%3Dcats'],
      ['//evil.example/phish', '/auth'],
      ['/\\evil.example', '/auth'],
      ['https://evil.example/', '/auth'],
      ['store', '/auth'],
    ])('GET /api/login?returnTo=%j redirects to %s', async (returnTo, location) => {
      const res = await ctx
        .http()
        .get('/api/login')
        .query(returnTo === undefined ? {} : { returnTo });
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(location);
    });
  });
});
