import { createHash } from 'node:crypto';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { CLIENT_ADDRESS_HEADER, MAIL_QUEUE } from '@petcora/contracts';
import { waitFor } from '@petcora/testing';
import { ACCOUNT_RECOVERY_MESSAGES, MESSAGES } from '@petcora/validation';
import { AccountMailWorker } from '../account-mail/account-mail.worker';
import { createAccountTestContext, sessionCookieFrom } from '../testing/account-test-app';
import { useMailTestContext } from '../testing/mail-test-context';
import { tokenFrom } from '../testing/smtp-inbox';

describe('password reset (POST /api/auth/password-reset, /confirm) over a real SMTP listener', () => {
  const recovery = useMailTestContext('account_password_reset', {
    SITE_URL: 'http://localhost:8080',
    MAIL_REQUESTS_PER_ADDRESS: '1000',
    MAIL_REQUESTS_PER_CLIENT: '1000',
  });
  const member = () => recovery.member('reset');
  const askReset = (email: string) => recovery.ctx.http().post('/api/auth/password-reset').send({ email });
  const confirm = (token: string, password: string) =>
    recovery.ctx.http().post('/api/auth/password-reset/confirm').send({ token, password });
  const signIn = (email: string, password: string) =>
    recovery.ctx.http().post('/api/auth/signin').send({ email, password });
  const resetMailOf = async (email: string, count = 1) => {
    const mails = await recovery.mailsTo(email, 'Reset your Pet Cora password', count);
    return mails[count - 1];
  };

  it('answers 202 with the same body for a known and an unknown address, in about the same time', async () => {
    const known = await member();
    const bodies = new Set<string>();
    const timings = { known: [] as number[], unknown: [] as number[] };
    // The request path alone is timed: the worker (in this process here) waits until the measurement is done.
    const worker = recovery.ctx.app.get(AccountMailWorker);
    await worker.pause();
    try {
      for (let warmUp = 0; warmUp < 3; warmUp += 1) await askReset(`warm${warmUp}@example.com`);
      for (let round = 0; round < 20; round += 1) {
        for (const [kind, email] of [
          ['known', known.email],
          ['unknown', `nobody${round}@example.com`],
        ] as const) {
          const started = process.hrtime.bigint();
          const res = await askReset(email);
          timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
          expect(res.status).toBe(202);
          bodies.add(JSON.stringify(res.body));
        }
      }
      expect([...bodies]).toEqual([JSON.stringify({ message: ACCOUNT_RECOVERY_MESSAGES.resetRequested })]);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      // Each known request beside the unknown one after it, so both saw the same machine: their median difference
      // stays within 5 ms, or half an answer's time when a busy machine stretches both (a mail sent on the request
      // path would add tens of ms to every known one).
      const differences = timings.known.map((known, round) => known - timings.unknown[round]);
      const bound = Math.max(5, median(timings.unknown) / 2);
      expect(Math.abs(median(differences))).toBeLessThan(bound);
    } finally {
      worker.resume();
    }
    // The unknown addresses got nothing; the known one got its mails.
    await resetMailOf(known.email, 20);
    expect(recovery.inbox.received.filter((mail) => mail.to.startsWith('nobody'))).toEqual([]);
  });

  it('mails a link whose token is stored only as its SHA-256, works once and ends every session', async () => {
    const account = await member();
    const other = await signIn(account.email, account.password);
    const otherCookie = sessionCookieFrom(other)!.split(';')[0];
    expect((await recovery.ctx.http().get('/internal/session').set('Cookie', otherCookie)).status).toBe(200);

    expect((await askReset(account.email.toUpperCase())).status).toBe(202);
    const mail = await resetMailOf(account.email);
    expect(mail.html).toContain('Choose a new password');
    const token = tokenFrom(mail, '/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows: { token_hash: string }[] = await recovery.ctx.dataSource.query(
      `SELECT "token_hash" FROM "account"."mail_tokens" WHERE "user_id" = $1`,
      [account.id],
    );
    expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    const done = await confirm(token, 'second-kibble-walk');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.passwordReset });
    // Both sessions (sign-up's and the other sign-in's) are gone.
    expect((await recovery.ctx.http().get('/internal/session').set('Cookie', otherCookie)).status).toBe(401);
    expect((await recovery.ctx.http().get('/internal/session').set('Cookie', account.cookie)).status).toBe(
      401,
    );
    expect((await signIn(account.email, account.password)).status).toBe(401);
    expect((await signIn(account.email, 'second-kibble-walk')).status).toBe(200);

    const again = await confirm(token, 'third-kibble-walk');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.resetLinkInvalid });
    await waitFor(
      () =>
        recovery.inbox.to(account.email).filter((m) => m.subject === 'Your Pet Cora password was changed'),
      (found) => found.length === 1,
    );
  });

  it('refuses an expired link, an unknown one and one of an older request once a newer link was used', async () => {
    const account = await member();
    await askReset(account.email);
    const first = tokenFrom(await resetMailOf(account.email, 1), '/reset-password');
    await askReset(account.email);
    const second = tokenFrom(await resetMailOf(account.email, 2), '/reset-password');
    expect(second).not.toBe(first);

    await recovery.ctx.dataSource.query(
      `UPDATE "account"."mail_tokens" SET "expires_at" = now() - interval '1 second' WHERE "token_hash" = $1`,
      [createHash('sha256').update(second).digest('hex')],
    );
    expect((await confirm(second, 'second-kibble-walk')).body).toEqual({
      message: ACCOUNT_RECOVERY_MESSAGES.resetLinkInvalid,
    });
    expect((await confirm('A'.repeat(43), 'second-kibble-walk')).status).toBe(400);
    expect((await confirm(first, 'second-kibble-walk')).status).toBe(200);
    await askReset(account.email);
    const third = tokenFrom(await resetMailOf(account.email, 3), '/reset-password');
    await askReset(account.email);
    const fourth = tokenFrom(await resetMailOf(account.email, 4), '/reset-password');
    expect((await confirm(fourth, 'fourth-kibble-walk')).status).toBe(200);
    expect((await confirm(third, 'fifth-kibble-walk')).body).toEqual({
      message: ACCOUNT_RECOVERY_MESSAGES.resetLinkInvalid,
    });
  });

  it("holds the new password to sign-up's rules and messages, and keeps the link usable after a refusal", async () => {
    const account = await member();
    await askReset(account.email);
    const token = tokenFrom(await resetMailOf(account.email), '/reset-password');
    const short = await confirm(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: MESSAGES.passwordMin8 });
    const common = await confirm(token, 'password123');
    expect(common.status).toBe(400);
    expect(common.body).toEqual({ message: MESSAGES.passwordTooCommon });
    expect((await confirm(token, 'x'.repeat(101))).body).toEqual({ message: MESSAGES.passwordMax100 });
    expect((await confirm(token, 'sturdy-new-lead')).status).toBe(200);
  });

  it('refuses malformed input with 400 and a message', async () => {
    for (const body of [
      {},
      { email: 'not-an-address' },
      { email: ['a@example.com'] },
      { email: 'x'.repeat(300) },
    ]) {
      const res = await recovery.ctx.http().post('/api/auth/password-reset').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MESSAGES.email });
    }
    for (const body of [
      { password: 'sturdy-new-lead' },
      { token: 42, password: 'sturdy-new-lead' },
      { token: 'short', password: 'sturdy-new-lead' },
    ]) {
      const res = await recovery.ctx.http().post('/api/auth/password-reset/confirm').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.resetLinkInvalid });
    }
  });

  it('retries the mail while SMTP is down and sends it once when it is back', async () => {
    const account = await member();
    const connection = new IORedis(recovery.ctx.env.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue(MAIL_QUEUE, { connection, prefix: recovery.ctx.env.queuePrefix });
    try {
      await recovery.inbox.stop();
      expect((await askReset(account.email)).status).toBe(202);
      const failedOnce = await waitFor(
        async () =>
          (await queue.getJobs(['delayed', 'wait', 'active', 'failed'])).filter(
            (j) => j.name === 'password-reset',
          ),
        (jobs) => jobs.some((job) => job.attemptsMade >= 1),
      );
      expect(failedOnce.length).toBe(1);
      await recovery.inbox.start();
      await resetMailOf(account.email);
      const completed = await waitFor(
        async () =>
          (await queue.getJobs(['completed'])).filter(
            (j) => j.name === 'password-reset' && j.data.email === account.email,
          ),
        (jobs) => jobs.length === 1,
      );
      expect(completed[0].attemptsMade).toBeGreaterThanOrEqual(2);
      expect(completed[0].returnvalue).toBe('sent');
      // Nothing further arrives for that one request.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(
        recovery.inbox.to(account.email).filter((m) => m.subject === 'Reset your Pet Cora password'),
      ).toHaveLength(1);
    } finally {
      await queue.close();
      await connection.quit();
    }
  });

  it('counts reset requests per client address and per address (429 once either is used up)', async () => {
    const limited = await createAccountTestContext('account_password_reset_limits', {
      extra: { MAIL_REQUESTS_PER_ADDRESS: '2', MAIL_REQUESTS_PER_CLIENT: '3' },
    });
    try {
      const ask = (email: string, client: string) =>
        limited.http().post('/api/auth/password-reset').set(CLIENT_ADDRESS_HEADER, client).send({ email });
      expect((await ask('one@example.com', '203.0.113.1')).status).toBe(202);
      expect((await ask('one@example.com', '203.0.113.2')).status).toBe(202);
      const perAddress = await ask('one@example.com', '203.0.113.3');
      expect(perAddress.status).toBe(429);
      expect(perAddress.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.tooManyMailRequests });
      expect((await ask('two@example.com', '203.0.113.4')).status).toBe(202);
      expect((await ask('three@example.com', '203.0.113.4')).status).toBe(202);
      expect((await ask('four@example.com', '203.0.113.4')).status).toBe(202);
      expect((await ask('five@example.com', '203.0.113.4')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
