import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import {
  MEMBER_SUSPENSION_CHANGED,
  MODERATION_EVENTS_QUEUE,
  SAFETY_MESSAGES,
  SESSION_REVOCATION_CHANNEL,
  userRevocationMessage,
} from '@petcora/contracts';
import { waitFor } from '@petcora/testing';
import { useAccountTestContext, sessionCookieFrom } from '../testing/account-test-app';

describe('member suspension (decided by social moderators, enforced here)', () => {
  let connection: IORedis;
  let queue: Queue;
  let sequence = 0;

  const ctx = useAccountTestContext('account_suspension');

  beforeAll(async () => {
    connection = new IORedis(ctx.env.redisUrl, { maxRetriesPerRequest: null });
    queue = new Queue(MODERATION_EVENTS_QUEUE, { connection, prefix: ctx.env.queuePrefix });
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await connection?.quit();
  });

  const signUp = async () => {
    sequence += 1;
    const username = `suspect_${sequence}_${Math.random().toString(36).slice(2, 6)}`;
    const account = { email: `${username}@example.com`, password: 'suspect-password-1', username };
    const res = await ctx.http().post('/api/auth/signup').send(account).expect(201);
    return { id: res.body.user.id as string, account, cookie: sessionCookieFrom(res)!.split(';')[0] };
  };
  const session = (cookie: string) => ctx.http().get('/internal/session').set('Cookie', cookie);
  const signIn = (account: { email: string; password: string }) =>
    ctx.http().post('/api/auth/signin').send({ email: account.email, password: account.password });
  let actions = 0;
  const decide = (userId: string, suspended: boolean, at: Date) => {
    actions += 1;
    return queue.add(
      MEMBER_SUSPENSION_CHANGED,
      { userId, suspended, at: at.toISOString(), actionId: `action-${actions}` },
      { jobId: `suspension-action-${actions}` },
    );
  };
  const suspendedAt = async (id: string) =>
    (await ctx.dataSource.query(`SELECT suspended_at FROM account.users WHERE id = $1`, [id]))[0]
      .suspended_at;

  it('ends every open session at once (next request 401), refuses sign-in (403), and unsuspending lets them back', async () => {
    const member = await signUp();
    const second = sessionCookieFrom(await signIn(member.account).expect(200))!.split(';')[0];
    await session(member.cookie).expect(200);
    await session(second).expect(200);
    const listener = new IORedis(ctx.env.redisUrl);
    const heard: string[] = [];
    listener.on('message', (_channel, message: string) => heard.push(message));
    await listener.subscribe(SESSION_REVOCATION_CHANNEL);
    try {
      await decide(member.id, true, new Date());
      await waitFor(
        () => suspendedAt(member.id),
        (value) => value !== null,
      );
      await waitFor(() => heard.includes(userRevocationMessage(member.id)), Boolean, 5000);
    } finally {
      await listener.quit();
    }
    await session(member.cookie).expect(401);
    await session(second).expect(401);
    const sessions = await ctx.dataSource.query(
      `SELECT 1 FROM account.sessions WHERE sess ->> 'userId' = $1`,
      [member.id],
    );
    expect(sessions).toHaveLength(0);
    const refused = await signIn(member.account).expect(403);
    expect(refused.body).toEqual({ message: SAFETY_MESSAGES.suspendedSignIn });
    // A wrong password still gets the usual 401: the suspension is told only to whoever knows the password.
    await signIn({ ...member.account, password: 'not-the-password' }).expect(401);

    await decide(member.id, false, new Date());
    await waitFor(
      () => suspendedAt(member.id),
      (value) => value === null,
    );
    const back = await signIn(member.account).expect(200);
    await session(sessionCookieFrom(back)!.split(';')[0]).expect(200);
  });

  it('never lets an older decision arriving late override a newer one', async () => {
    const member = await signUp();
    const now = Date.now();
    await decide(member.id, true, new Date(now));
    await waitFor(
      () => suspendedAt(member.id),
      (value) => value !== null,
    );
    await decide(member.id, false, new Date(now - 60_000));
    const marker = await signUp();
    await decide(marker.id, true, new Date(now));
    // Jobs run in order (concurrency 1): once the later marker is applied, the stale one has been seen.
    await waitFor(
      () => suspendedAt(marker.id),
      (value) => value !== null,
    );
    expect(await suspendedAt(member.id)).not.toBeNull();
    await session(member.cookie).expect(401);
    await session(marker.cookie).expect(401);
  });
});
