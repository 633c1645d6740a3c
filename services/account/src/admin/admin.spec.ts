import { identityHeaders } from '@petcora/testing';
import request from 'supertest';
import { useAccountTestContext } from '../testing/account-test-app';
import { adminPasswordHash, DEV_ADMIN_OVERVIEW_PASSWORD_HASH } from './admin-password';

const DEV_PASSWORD = 'petcora-overview-1';

describe('admin overview unlock (server-checked password elevates the session)', () => {
  const ctx = useAccountTestContext('account_admin', {
    extra: { SIGNIN_MAX_FAILURES_PER_ACCOUNT: '3' },
  });

  let seq = 0;
  async function signedInAgent() {
    seq += 1;
    const agent = request.agent(ctx.app.getHttpServer());
    const res = await agent
      .post('/api/auth/signup')
      .send({ email: `admin${seq}@example.com`, password: 'member-password', username: `admin_try_${seq}` });
    expect(res.status).toBe(201);
    return { agent, user: res.body.user as { id: string; username: string } };
  }

  it('refuses an anonymous caller with 401 "Please sign in first"', async () => {
    const res = await ctx.http().post('/api/admin/unlock').send({ password: DEV_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in first' });
  });

  it('refuses a wrong password with 401 "Invalid admin password"', async () => {
    const { agent } = await signedInAdminAgent();
    const res = await agent.post('/api/admin/unlock').send({ password: 'not-it' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid admin password' });
  });

  it('refuses an empty password with 400', async () => {
    const { agent } = await signedInAgent();
    const res = await agent.post('/api/admin/unlock').send({ password: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Password is required' });
  });

  async function signedInAdminAgent() {
    const signedIn = await signedInAgent();
    await ctx.dataSource.query(`UPDATE "account"."users" SET role = 'admin' WHERE id = $1`, [
      signedIn.user.id,
    ]);
    return signedIn;
  }

  it('never makes a member an admin: the right password is refused with 403 before it is even checked', async () => {
    const { agent, user } = await signedInAgent();
    const res = await agent.post('/api/admin/unlock').send({ password: DEV_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Invalid admin password' });
    expect((await agent.get('/internal/session')).body).toEqual({
      id: user.id,
      username: user.username,
      role: 'member',
    });
    const [row] = await ctx.dataSource.query(`SELECT role FROM "account"."users" WHERE id = $1`, [user.id]);
    expect(row.role).toBe('member');
  });

  it('an admin session is not elevated until the overview password unlocks it', async () => {
    const { agent, user } = await signedInAdminAgent();
    expect((await agent.get('/internal/session')).body).toEqual({
      id: user.id,
      username: user.username,
      role: 'admin',
    });
  });

  it('unlocks an admin account on the right password (new session id, elevated for a while); lock ends it, the stored role stays', async () => {
    const { agent, user } = await signedInAdminAgent();
    const before = Date.now();
    const res = await agent.post('/api/admin/unlock').send({ password: DEV_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Admin access granted' });
    expect(String(res.headers['set-cookie'])).toMatch(/petcora\.sid=/);
    const elevated = (await agent.get('/internal/session')).body;
    expect(elevated).toEqual({
      id: user.id,
      username: user.username,
      role: 'admin',
      adminElevatedUntil: expect.any(Number),
    });
    // ADMIN_ELEVATION_MINUTES, 15 by default.
    expect(elevated.adminElevatedUntil).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(elevated.adminElevatedUntil).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    const lock = await agent.post('/api/admin/lock');
    expect(lock.status).toBe(200);
    expect((await agent.get('/internal/session')).body).toEqual({
      id: user.id,
      username: user.username,
      role: 'admin',
    });
  });

  it('an elevation that has run out is no longer reported', async () => {
    const { agent, user } = await signedInAdminAgent();
    expect((await agent.post('/api/admin/unlock').send({ password: DEV_PASSWORD })).status).toBe(200);
    await ctx.dataSource.query(
      `UPDATE "account"."sessions" SET sess = jsonb_set(sess::jsonb, '{adminElevatedUntil}', to_jsonb($2::bigint))::json
       WHERE sess::jsonb->>'userId' = $1`,
      [user.id, Date.now() - 1],
    );
    expect((await agent.get('/internal/session')).body).toEqual({
      id: user.id,
      username: user.username,
      role: 'admin',
    });
  });

  it('a member identity gets 403 on the admin stats', async () => {
    const { user } = await signedInAgent();
    const res = await ctx
      .http()
      .get('/internal/stats')
      .set(identityHeaders({ sub: user.id, username: user.username, role: 'member' }, 'account'));
    expect(res.status).toBe(403);
  });

  it('rate-limits wrong passwords per user with 429 (the right one included, once blocked)', async () => {
    const { agent } = await signedInAdminAgent();
    for (let i = 0; i < 3; i += 1)
      expect((await agent.post('/api/admin/unlock').send({ password: `wrong-${i}` })).status).toBe(401);
    const blocked = await agent.post('/api/admin/unlock').send({ password: DEV_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
  });

  it('lock needs a signed-in session', async () => {
    expect((await ctx.http().post('/api/admin/lock')).status).toBe(401);
  });
});

describe('admin overview password configuration', () => {
  it('uses the configured hash, the development default outside production, and refuses production without one', () => {
    expect(adminPasswordHash({ NODE_ENV: 'production', ADMIN_OVERVIEW_PASSWORD_HASH: '$argon2id$x' })).toBe(
      '$argon2id$x',
    );
    expect(adminPasswordHash({ NODE_ENV: 'development' })).toBe(DEV_ADMIN_OVERVIEW_PASSWORD_HASH);
    // The development hash (its password is in the README) is refused in production.
    expect(() =>
      adminPasswordHash({
        NODE_ENV: 'production',
        ADMIN_OVERVIEW_PASSWORD_HASH: DEV_ADMIN_OVERVIEW_PASSWORD_HASH,
      }),
    ).toThrow(/published development hash/);
    expect(() => adminPasswordHash({ NODE_ENV: 'production' })).toThrow(
      /ADMIN_OVERVIEW_PASSWORD_HASH must be set in production/,
    );
  });
});
