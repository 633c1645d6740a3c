import { expect, type APIRequestContext } from '@playwright/test';

/** One message as maildev's REST API (`GET /api/email`) lists it. */
interface InboxMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string; name: string }[];
  time: string;
}

/** The e2e stack's own mail catcher (infra/scripts/lib/e2e.mjs passes its address). */
function inboxUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set: run the suite through npm test / npm run test:e2e');
  return url.replace(/\/+$/, '');
}

async function mailsTo(
  request: APIRequestContext,
  address: string,
  subject: string | RegExp,
): Promise<InboxMail[]> {
  const res = await request.get(`${inboxUrl()}/api/email`);
  expect(res.status()).toBe(200);
  const all = (await res.json()) as InboxMail[];
  return all
    .filter(
      (mail) =>
        (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)) &&
        mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
    )
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/** Waits until at least `count` messages with `subject` reached `to` (sent off the request path); the newest. */
export async function newestMail(
  request: APIRequestContext,
  { to, subject, count = 1 }: { to: string; subject: string | RegExp; count?: number },
): Promise<InboxMail> {
  let mails: InboxMail[] = [];
  await expect
    .poll(
      async () => {
        mails = await mailsTo(request, to, subject);
        return mails.length;
      },
      { message: `${count} "${subject}" mail(s) to ${to}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return mails[mails.length - 1];
}

/** The path and query of the newest such message's link to `path`, to open on the site under test. */
export async function linkFromMail(
  request: APIRequestContext,
  { to, subject, path, count = 1 }: { to: string; subject: string; path: string; count?: number },
): Promise<string> {
  const newest = await newestMail(request, { to, subject, count });
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(
    newest.text,
  );
  if (!match) throw new Error(`no ${path} link in the mail: ${newest.text}`);
  const link = new URL(match[0]);
  return `${link.pathname}${link.search}`;
}
