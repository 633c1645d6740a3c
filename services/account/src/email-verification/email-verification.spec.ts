import { createHash } from 'node:crypto';
import { identityHeaders, waitFor } from '@petcora/testing';
import { ACCOUNT_RECOVERY_MESSAGES } from '@petcora/validation';
import { type AccountTestContext, createAccountTestContext } from '../testing/account-test-app';
import { freePort, SmtpInbox, tokenFrom } from '../testing/smtp-inbox';

const SUBJECT = 'Confirm your e-mail address for Pet Cora';

describe('address confirmation (sign-up mail, POST /api/auth/verify-email, /resend)', () => {
  let ctx: AccountTestContext;
  let inbox: SmtpInbox;
  let seq = 0;

  beforeAll(async () => {
    inbox = new SmtpInbox(await freePort());
    await inbox.start();
    ctx = await createAccountTestContext('account_email_verification', {
      extra: { MAIL_WORKER: 'true', SMTP_URL: inbox.url, MAIL_REQUESTS_PER_ADDRESS: '2' },
    });
  });

  afterAll(async () => {
    await ctx?.close();
    await inbox?.stop();
  });

  const member = async () => {
    seq += 1;
    const account = {
      email: `verify${seq}@example.com`,
      password: 'first-kibble-walk',
      username: `verify_${seq}`,
    };
    const res = await ctx.http().post('/api/auth/signup').send(account);
    expect(res.status).toBe(201);
    expect(res.body.user.emailVerified).toBe(false);
    const id = res.body.user.id as string;
    return {
      ...account,
      id,
      headers: identityHeaders({ sub: id, username: account.username, role: 'member' }, 'account'),
    };
  };
  const mailsTo = (email: string, count: number) =>
    waitFor(
      () => inbox.to(email).filter((mail) => mail.subject === SUBJECT),
      (found) => found.length >= count,
    );
  const me = async (headers: Record<string, string>) =>
    (await ctx.http().get('/api/auth/me').set(headers)).body;
  const verify = (token: unknown) => ctx.http().post('/api/auth/verify-email').send({ token });

  it('mails a confirmation link at sign-up; the link confirms the address once', async () => {
    const account = await member();
    const [mail] = await mailsTo(account.email, 1);
    const token = tokenFrom(mail, '/verify-email');
    const [row] = await ctx.dataSource.query(
      `SELECT "token_hash", "expires_at" - now() > interval '23 hours' AS "a_day" FROM "account"."mail_tokens" WHERE "user_id" = $1`,
      [account.id],
    );
    expect(row).toEqual({ token_hash: createHash('sha256').update(token).digest('hex'), a_day: true });

    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.emailVerified });
    expect((await me(account.headers)).emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.verificationLinkInvalid });
  });

  it('mails the simple sign-up flavour too when it gives an address, and nothing without one', async () => {
    const res = await ctx.http().post('/api/simple-auth/signup').send({
      username: 'simple_one',
      password: 'simple-pass',
      confirmPassword: 'simple-pass',
      email: 'Simple@Example.com',
    });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo('simple@example.com', 1);
    expect(tokenFrom(mail, '/verify-email')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const without = await ctx
      .http()
      .post('/api/simple-auth/signup')
      .send({ username: 'simple_two', password: 'simple-pass', confirmPassword: 'simple-pass' });
    expect(without.status).toBe(201);
    const [row] = await ctx.dataSource.query(
      `SELECT count(*)::int AS n FROM "account"."mail_tokens" WHERE "user_id" = $1`,
      [without.body.user.id],
    );
    expect(row.n).toBe(0);
  });

  it('does not confirm an address the account no longer has, nor with an expired link', async () => {
    const account = await member();
    const token = tokenFrom((await mailsTo(account.email, 1))[0], '/verify-email');
    await ctx.dataSource.query(`UPDATE "account"."users" SET "email" = $2 WHERE "id" = $1`, [
      account.id,
      `changed${seq}@example.com`,
    ]);
    expect((await verify(token)).status).toBe(400);
    expect((await me(account.headers)).emailVerified).toBe(false);

    const second = await member();
    const expired = tokenFrom((await mailsTo(second.email, 1))[0], '/verify-email');
    await ctx.dataSource.query(
      `UPDATE "account"."mail_tokens" SET "expires_at" = now() WHERE "user_id" = $1`,
      [second.id],
    );
    expect((await verify(expired)).body).toEqual({
      message: ACCOUNT_RECOVERY_MESSAGES.verificationLinkInvalid,
    });
    for (const bad of [undefined, 7, 'short', 'B'.repeat(43)]) expect((await verify(bad)).status).toBe(400);
  });

  it('resends to a signed-in unconfirmed member, limited per account, and says when nothing is left to do', async () => {
    const account = await member();
    await mailsTo(account.email, 1);
    expect((await ctx.http().post('/api/auth/verify-email/resend')).status).toBe(401);
    const resend = () => ctx.http().post('/api/auth/verify-email/resend').set(account.headers);
    const first = await resend();
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.verificationSent });
    expect((await resend()).status).toBe(202);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.tooManyMailRequests });

    const mails = await mailsTo(account.email, 3);
    // Each link works; the newest is used here.
    expect((await verify(tokenFrom(mails[2], '/verify-email'))).status).toBe(200);
    const done = await resend();
    expect(done.status).toBe(202);
    expect(done.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.alreadyVerified });
  });
});
