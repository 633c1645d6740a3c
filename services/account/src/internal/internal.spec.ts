import { ADMIN_ELEVATION_REQUIRED } from '@petcora/contracts';
import { identityHeaders } from '@petcora/testing';
import { useAccountTestContext } from '../testing/account-test-app';

describe('GET /internal/stats', () => {
  const admin = { sub: '', username: 'stats_admin', role: 'admin' as const, adminElevated: true };

  const ctx = useAccountTestContext('account_stats');

  beforeAll(async () => {
    // An account created two days ago counts in the total but not today, and is the oldest activity.
    await ctx.dataSource.query(
      `INSERT INTO "account"."users" (username, email, created_at) VALUES ('old_timer', 'old@example.com', now() - interval '2 days')`,
    );
    for (let i = 1; i <= 11; i += 1) {
      const res = await ctx
        .http()
        .post('/api/auth/signup')
        .send({ email: `stats${i}@example.com`, password: 'stats-password', username: `stats_user_${i}` });
      expect(res.status).toBe(201);
      if (i === 1) admin.sub = res.body.user.id;
    }
  });

  it('gives an admin the user counts and the 10 newest sign-ups, newest first', async () => {
    const res = await ctx.http().get('/internal/stats').set(identityHeaders(admin, 'account'));
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual({ total: 12, today: 11 });
    expect(res.body.recentActivity).toHaveLength(10);
    expect(res.body.recentActivity[0]).toEqual({
      id: expect.any(String),
      description: 'New member @stats_user_11 joined',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.body.recentActivity[9].description).toBe('New member @stats_user_2 joined');
    const timestamps = res.body.recentActivity.map((item: { timestamp: string }) =>
      Date.parse(item.timestamp),
    );
    expect([...timestamps].sort((a, b) => b - a)).toEqual(timestamps);
  });

  it('refuses a member with 403 and an anonymous caller with 401', async () => {
    const member = await ctx
      .http()
      .get('/internal/stats')
      .set(identityHeaders({ ...admin, role: 'member' }, 'account'));
    expect(member.status).toBe(403);
    expect(member.body).toEqual({ message: expect.any(String) });
    expect((await ctx.http().get('/internal/stats')).status).toBe(401);
  });

  it('refuses an admin identity without the admin overview elevation with 403', async () => {
    const locked = await ctx
      .http()
      .get('/internal/stats')
      .set(identityHeaders({ ...admin, adminElevated: undefined }, 'account'));
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ message: ADMIN_ELEVATION_REQUIRED });
  });
});
