import { createHash } from 'node:crypto';
import { ACCOUNT_RECOVERY_MESSAGES } from '@petcora/validation';
import { useMailTestContext } from '../testing/mail-test-context';
import { tokenFrom } from '../testing/smtp-inbox';

const SUBJECT = 'Confirm your e-mail address for Pet Cora';

describe('address confirmation (sign-up mail, POST /api/auth/verify-email, /resend)', () => {
  const mail = useMailTestContext('account_email_verification', { MAIL_REQUESTS_PER_ADDRESS: '2' });
  const member = async () => {
    const account = await mail.member('verify');
    expect((await me(account.headers)).emailVerified).toBe(false);
    return account;
  };
  const mailsTo = (email: string, count: number) => mail.mailsTo(email, SUBJECT, count);
  async function me(headers: Record<string, string>) {
    return (await mail.ctx.http().get('/api/auth/me').set(headers)).body;
  }
  const verify = (token: unknown) => mail.ctx.http().post('/api/auth/verify-email').send({ token });

  it('mails a confirmation link at sign-up; the link confirms the address once', async () => {
    const account = await member();
    const [sent] = await mailsTo(account.email, 1);
    const token = tokenFrom(sent, '/verify-email');
    const [row] = await mail.ctx.dataSource.query(
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
    const res = await mail.ctx.http().post('/api/simple-auth/signup').send({
      username: 'simple_one',
      password: 'simple-pass',
      confirmPassword: 'simple-pass',
      email: 'Simple@Example.com',
    });
    expect(res.status).toBe(201);
    const [sent] = await mailsTo('simple@example.com', 1);
    expect(tokenFrom(sent, '/verify-email')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const without = await mail.ctx
      .http()
      .post('/api/simple-auth/signup')
      .send({ username: 'simple_two', password: 'simple-pass', confirmPassword: 'simple-pass' });
    expect(without.status).toBe(201);
    const [row] = await mail.ctx.dataSource.query(
      `SELECT count(*)::int AS n FROM "account"."mail_tokens" WHERE "user_id" = $1`,
      [without.body.user.id],
    );
    expect(row.n).toBe(0);
  });

  it('does not confirm an address the account no longer has, nor with an expired link', async () => {
    const account = await member();
    const token = tokenFrom((await mailsTo(account.email, 1))[0], '/verify-email');
    await mail.ctx.dataSource.query(`UPDATE "account"."users" SET "email" = $2 WHERE "id" = $1`, [
      account.id,
      `changed.${account.username}@example.com`,
    ]);
    expect((await verify(token)).status).toBe(400);
    expect((await me(account.headers)).emailVerified).toBe(false);

    const second = await member();
    const expired = tokenFrom((await mailsTo(second.email, 1))[0], '/verify-email');
    await mail.ctx.dataSource.query(
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
    expect((await mail.ctx.http().post('/api/auth/verify-email/resend')).status).toBe(401);
    const resend = () => mail.ctx.http().post('/api/auth/verify-email/resend').set(account.headers);
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
