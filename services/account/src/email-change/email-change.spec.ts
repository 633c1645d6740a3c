import { MAIL_SUBJECTS } from '@petcora/mail';
import { ACCOUNT_RECOVERY_MESSAGES } from '@petcora/validation';
import { useMailTestContext } from '../testing/mail-test-context';
import { tokenFrom } from '../testing/smtp-inbox';
import { EMAIL_TAKEN } from '../users/users.service';

describe('e-mail change (POST /api/auth/email-change, applied by POST /api/auth/verify-email)', () => {
  const mail = useMailTestContext('account_email_change', { MAIL_REQUESTS_PER_ADDRESS: '3' });
  const member = () => mail.member('change');
  type Member = Awaited<ReturnType<typeof member>>;
  const askChange = (who: Member, body: object) =>
    mail.ctx.http().post('/api/auth/email-change').set(who.headers).send(body);
  const mailsTo = mail.mailsTo;
  const emailOf = async (id: string) =>
    (
      await mail.ctx.dataSource.query(
        `SELECT "email", "email_verified_at" IS NOT NULL AS "verified" FROM "account"."users" WHERE "id" = $1`,
        [id],
      )
    )[0];
  const verify = (token: string) => mail.ctx.http().post('/api/auth/verify-email').send({ token });
  const signIn = (email: string, password: string) =>
    mail.ctx.http().post('/api/auth/signin').send({ email, password });

  it('mails a link to the new address, changes nothing until it is opened, then switches and tells the old one', async () => {
    const maya = await member();
    const res = await askChange(maya, { newEmail: 'Maya.New@Example.com', password: maya.password });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.emailChangeSent });
    const [link] = await mailsTo('maya.new@example.com', MAIL_SUBJECTS.emailChange);
    expect(await emailOf(maya.id)).toEqual({ email: maya.email, verified: false });
    expect((await signIn(maya.email, maya.password)).status).toBe(200);

    const opened = await verify(tokenFrom(link, '/verify-email'));
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.emailChanged });
    expect(await emailOf(maya.id)).toEqual({ email: 'maya.new@example.com', verified: true });
    expect((await signIn('maya.new@example.com', maya.password)).status).toBe(200);
    expect((await signIn(maya.email, maya.password)).status).toBe(401);

    const [notice] = await mailsTo(maya.email, MAIL_SUBJECTS.emailChanged);
    expect(notice.text).toContain('m•••••••@example.com');
    expect(notice.text).not.toContain('maya.new@example.com');
    // Single use.
    expect((await verify(tokenFrom(link, '/verify-email'))).status).toBe(400);
  });

  it('refuses a wrong password, the current address and one another account has, sending nothing', async () => {
    const leo = await member();
    const other = await member();
    const wrong = await askChange(leo, {
      newEmail: 'leo.elsewhere@example.com',
      password: 'not-my-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.wrongPassword });
    const same = await askChange(leo, { newEmail: leo.email.toUpperCase(), password: leo.password });
    expect(same.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.sameEmail });
    const taken = await askChange(leo, { newEmail: other.email, password: leo.password });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: EMAIL_TAKEN });
    const [row] = await mail.ctx.dataSource.query(
      `SELECT count(*)::int AS n FROM "account"."mail_tokens" WHERE "user_id" = $1 AND "purpose" = 'email-change'`,
      [leo.id],
    );
    expect(row.n).toBe(0);
    expect(mail.inbox.to('leo.elsewhere@example.com')).toHaveLength(0);
  });

  it('limits tries per account, wrong passwords included, so the route cannot guess passwords', async () => {
    const kit = await member();
    for (let i = 0; i < 3; i += 1)
      expect((await askChange(kit, { newEmail: 'kit2@example.com', password: `guess-${i}` })).status).toBe(
        400,
      );
    const limited = await askChange(kit, { newEmail: 'kit2@example.com', password: kit.password });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: ACCOUNT_RECOVERY_MESSAGES.tooManyMailRequests });
  });

  it('gives one new address to one account when two race to confirm it', async () => {
    const first = await member();
    const second = await member();
    const wanted = 'shared.address@example.com';
    expect((await askChange(first, { newEmail: wanted, password: first.password })).status).toBe(202);
    expect((await askChange(second, { newEmail: wanted, password: second.password })).status).toBe(202);
    const mails = await mailsTo(wanted, MAIL_SUBJECTS.emailChange, 2);
    const answers = await Promise.all(mails.map((sent) => verify(tokenFrom(sent, '/verify-email'))));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)?.body).toEqual({ message: EMAIL_TAKEN });
    const owners = await mail.ctx.dataSource.query(`SELECT "id" FROM "account"."users" WHERE "email" = $1`, [
      wanted,
    ]);
    expect(owners).toHaveLength(1);
    // The other account keeps its address, unconfirmed change and all.
    const loser = [first, second].find((who) => who.id !== owners[0].id)!;
    expect(await emailOf(loser.id)).toEqual({ email: loser.email, verified: false });
  });

  it('answers visitors 401 and bad bodies 400, never 500', async () => {
    expect(
      (await mail.ctx.http().post('/api/auth/email-change').send({ newEmail: 'a@b.co', password: 'x' }))
        .status,
    ).toBe(401);
    const pat = await member();
    for (const body of [
      {},
      { newEmail: 'not-an-address', password: pat.password },
      { newEmail: `${'a'.repeat(250)}@example.com`, password: pat.password },
      { newEmail: 'pat2@example.com' },
      { newEmail: 'pat2@example.com', password: '' },
      { newEmail: 'pat2@example.com', password: 'p'.repeat(101) },
      { newEmail: ['pat2@example.com'], password: pat.password },
      { newEmail: 'pat2@example.com', password: { $ne: '' } },
    ]) {
      const res = await askChange(pat, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
