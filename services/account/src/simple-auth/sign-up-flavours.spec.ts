import request from 'supertest';
import { countUsers, useAccountTestContext, sessionCookieFrom } from '../testing/account-test-app';

describe('full sign-up form and the simple username flow', () => {
  const ctx = useAccountTestContext('account_flavours');

  let seq = 0;
  const fullForm = () => {
    seq += 1;
    return {
      firstName: 'Maya',
      lastName: 'Lopez',
      email: `full${seq}@example.com`,
      username: `full_${seq}`,
      password: 'longenough',
      confirmPassword: 'longenough',
      displayName: 'Maya & Biscuit',
      bio: 'Dog person',
      location: 'Lisbon',
      website: 'https://maya.example',
    };
  };

  describe.each(['/api/auth/signup', '/api/auth/register'])('the full form on %s', (path) => {
    it('creates the account with every profile field and signs in', async () => {
      const form = fullForm();
      const res = await ctx.http().post(path).send(form);
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({
        username: form.username,
        displayName: 'Maya & Biscuit',
        firstName: 'Maya',
        lastName: 'Lopez',
        bio: 'Dog person',
        location: 'Lisbon',
        website: 'https://maya.example',
      });
      expect(sessionCookieFrom(res)).toBeDefined();
    });

    it.each([
      ['username', 'a'.repeat(16), 'Username must be no more than 15 characters'],
      ['confirmPassword', 'different1', "Passwords don't match"],
      ['displayName', '', 'Display name is required'],
      ['displayName', 'x'.repeat(51), 'Display name must be less than 50 characters'],
      ['bio', 'x'.repeat(161), 'Bio must be no more than 160 characters'],
      ['website', 'maya.example', 'Please enter a valid URL'],
      ['firstName', '', 'First name is required'],
    ])('refuses %s = %j with 400 "%s" and creates nothing', async (field, value, message) => {
      const before = await countUsers(ctx.dataSource);
      const res = await ctx
        .http()
        .post(path)
        .send({ ...fullForm(), [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(await countUsers(ctx.dataSource)).toBe(before);
    });

    it('refuses a duplicate username with 409', async () => {
      const first = fullForm();
      expect((await ctx.http().post(path).send(first)).status).toBe(201);
      const res = await ctx
        .http()
        .post(path)
        .send({ ...fullForm(), username: first.username });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'This username is already taken' });
    });
  });

  it('accepts an empty website and bio on the full form', async () => {
    const res = await ctx
      .http()
      .post('/api/auth/signup')
      .send({ ...fullForm(), website: '', bio: '', location: '' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ website: null, bio: null, location: null });
  });

  describe('/api/simple-auth', () => {
    const account = { username: 'simple_sam', password: 'sixsix', confirmPassword: 'sixsix' };

    it('signs up without an email, signs in and logs out on the same session mechanism', async () => {
      const agent = request.agent(ctx.app.getHttpServer());
      const signUp = await agent.post('/api/simple-auth/signup').send(account);
      expect(signUp.status).toBe(201);
      expect(signUp.body).toEqual({
        user: expect.objectContaining({ username: 'simple_sam', email: '' }),
        message: expect.any(String),
      });

      const signIn = await agent
        .post('/api/simple-auth/signin')
        .send({ username: 'SIMPLE_sam', password: 'sixsix' });
      expect(signIn.status).toBe(200);
      expect(signIn.body).toEqual({
        user: expect.objectContaining({ username: 'simple_sam' }),
        message: expect.any(String),
      });
      expect((await agent.get('/internal/session')).body.username).toBe('simple_sam');

      const logout = await agent.post('/api/simple-auth/logout');
      expect(logout.status).toBe(200);
      expect((await agent.get('/internal/session')).status).toBe(401);
    });

    it('signs up with an email too, and refuses a duplicate email with 409', async () => {
      const res = await ctx.http().post('/api/simple-auth/signup').send({
        username: 'simple_eve',
        password: 'sixsix',
        confirmPassword: 'sixsix',
        email: 'Eve@Example.com',
      });
      expect(res.status).toBe(201);
      expect(res.body.user.email).toBe('eve@example.com');
      const dup = await ctx.http().post('/api/simple-auth/signup').send({
        username: 'simple_eve2',
        password: 'sixsix',
        confirmPassword: 'sixsix',
        email: 'eve@example.com',
      });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual({ message: 'An account with this email already exists' });
    });

    it.each([
      [
        '/api/simple-auth/signin',
        { username: 'ab', password: 'sixsix' },
        'Username must be at least 3 characters',
      ],
      [
        '/api/simple-auth/signin',
        { username: 'simple_sam', password: 'five5' },
        'Password must be at least 6 characters',
      ],
      [
        '/api/simple-auth/signup',
        { username: 'new_one', password: 'five5', confirmPassword: 'five5' },
        'Password must be at least 6 characters',
      ],
      [
        '/api/simple-auth/signup',
        { username: 'new_one', password: 'sixsix', confirmPassword: 'sixsiX' },
        "Passwords don't match",
      ],
    ])('%s refuses %j with 400 "%s"', async (path, body, message) => {
      const before = await countUsers(ctx.dataSource);
      const res = await ctx.http().post(path).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
      expect(await countUsers(ctx.dataSource)).toBe(before);
    });

    it('answers a wrong password with 401 and no cookie', async () => {
      const res = await ctx
        .http()
        .post('/api/simple-auth/signin')
        .send({ username: 'simple_sam', password: 'wrong-one' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password' });
      expect(sessionCookieFrom(res)).toBeUndefined();
    });
  });
});
