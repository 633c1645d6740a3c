import { useAccountTestContext, sessionCookieFrom } from '../testing/account-test-app';
import { SESSION_STORE } from './sessions.module';

/** Session lifetimes on the server, with the clock moved by editing the stored session. */
describe('session lifetime: browser-session cookie, idle timeout, absolute lifetime', () => {
  let seq = 0;

  const ctx = useAccountTestContext('account_session_life', {
    extra: { SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' },
  });

  async function signedInCookie(): Promise<string> {
    seq += 1;
    const res = await ctx
      .http()
      .post('/api/auth/signup')
      .send({ email: `life${seq}@example.com`, password: 'lifetime-pass-1', username: `life_${seq}` });
    expect(res.status).toBe(201);
    const cookie = sessionCookieFrom(res)!;
    expect(cookie).not.toMatch(/Max-Age=|Expires=/i);
    return cookie.split(';')[0];
  }

  /** Moves the session's own clock back: what the server would see after `minutes` without a request. */
  async function age(cookie: string, field: 'startedAt' | 'seenAt', minutes: number) {
    // The cookie is `name=s:<sid>.<signature>`, URL-encoded.
    const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
    const updated = await ctx.dataSource.query(
      `UPDATE "account"."sessions"
       SET sess = jsonb_set(sess::jsonb, $2::text[], to_jsonb((sess->>$3)::bigint - $4::bigint))::json
       WHERE sid = $1 RETURNING sid`,
      [sid, `{${field}}`, field, minutes * 60_000],
    );
    expect(updated[0]).toHaveLength(1);
  }

  const resolve = (cookie: string) => ctx.http().get('/internal/session').set('Cookie', cookie);

  it('keeps an active session, records activity at most once a minute', async () => {
    const cookie = await signedInCookie();
    expect((await resolve(cookie)).status).toBe(200);
    await age(cookie, 'seenAt', 29);
    expect((await resolve(cookie)).status).toBe(200);
    // That request counted as activity: another 29 idle minutes are still fine.
    await age(cookie, 'seenAt', 29);
    expect((await resolve(cookie)).status).toBe(200);
  });

  it('ends a session idle longer than the idle timeout', async () => {
    const cookie = await signedInCookie();
    await age(cookie, 'seenAt', 31);
    expect((await resolve(cookie)).status).toBe(401);
    // Destroyed, not just refused once.
    expect((await resolve(cookie)).status).toBe(401);
  });

  it('ends a session older than the absolute lifetime, however active', async () => {
    const cookie = await signedInCookie();
    await age(cookie, 'startedAt', 12 * 60 + 1);
    expect((await resolve(cookie)).status).toBe(401);
  });

  it('keeps a session whose read failed (database briefly away): the next lookup still finds it', async () => {
    const cookie = await signedInCookie();
    expect((await resolve(cookie)).status).toBe(200);
    // One session read fails the way pg reports a database that is restarting; the DELETE that express-session's
    // `unset: 'destroy'` would then send as the answer ends still reaches the database (as it did right after a restart).
    const store = ctx.app.get<{ get: (sid: string, done: (error: unknown) => void) => void }>(SESSION_STORE);
    const realGet = store.get;
    store.get = (_sid, done) => {
      store.get = realGet;
      done(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    };
    const failed = await resolve(cookie);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: expect.any(String) });
    expect((await resolve(cookie)).status).toBe(200);
  });
});
