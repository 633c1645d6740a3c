import { identityHeaders, waitFor } from '@petcora/testing';
import { type AccountTestContext, createAccountTestContext, sessionCookieFrom } from './account-test-app';
import { freePort, type ReceivedMail, SmtpInbox } from './smtp-inbox';

/** A member signed up through the API for a mail test, with both ways a request can name them. */
export interface MailTestMember {
  email: string;
  password: string;
  username: string;
  id: string;
  /** The gateway's identity headers (services trust these). */
  headers: Record<string, string>;
  /** The session cookie of the sign-up (`name=value`). */
  cookie: string;
}

export interface MailTestContext {
  readonly ctx: AccountTestContext;
  readonly inbox: SmtpInbox;
  /** Signs up a new member whose address and username start with `prefix`. */
  member(prefix: string): Promise<MailTestMember>;
  /** Waits until `count` messages with `subject` reached `email`; all of them, oldest first. */
  mailsTo(email: string, subject: string, count?: number): Promise<ReceivedMail[]>;
}

/**
 * The account app over its own database with the mail worker on and a real SMTP listener, started before the
 * file's tests and stopped after them. `extra` sets further variables (limits, SITE_URL).
 */
export function useMailTestContext(database: string, extra: Record<string, string> = {}): MailTestContext {
  let ctx: AccountTestContext | undefined;
  let inbox: SmtpInbox | undefined;
  let seq = 0;

  beforeAll(async () => {
    inbox = new SmtpInbox(await freePort());
    await inbox.start();
    ctx = await createAccountTestContext(database, {
      extra: { MAIL_WORKER: 'true', SMTP_URL: inbox.url, ...extra },
    });
  });

  afterAll(async () => {
    await ctx?.close();
    await inbox?.stop();
  });

  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the mail test context is used before its beforeAll ran');
    return value;
  };

  return {
    get ctx() {
      return started(ctx);
    },
    get inbox() {
      return started(inbox);
    },
    async member(prefix) {
      seq += 1;
      const account = {
        email: `${prefix}${seq}@example.com`,
        password: 'first-kibble-walk',
        username: `${prefix}_${seq}`,
      };
      const res = await started(ctx).http().post('/api/auth/signup').send(account);
      expect(res.status).toBe(201);
      const id = res.body.user.id as string;
      return {
        ...account,
        id,
        headers: identityHeaders({ sub: id, username: account.username, role: 'member' }, 'account'),
        cookie: sessionCookieFrom(res)!.split(';')[0],
      };
    },
    mailsTo(email, subject, count = 1) {
      return waitFor(
        () =>
          started(inbox)
            .to(email)
            .filter((mail) => mail.subject === subject),
        (found) => found.length >= count,
      );
    },
  };
}
