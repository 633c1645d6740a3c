import type { Job } from 'bullmq';
import type { AccountMailJobData } from '@petcora/contracts';
import { waitFor } from '@petcora/testing';
import { type AccountTestContext, createAccountTestContext } from '../testing/account-test-app';
import { freePort, SmtpInbox } from '../testing/smtp-inbox';
import { AccountMailWorker } from './account-mail.worker';

/** The store queues its order mail on the shared queue; this worker, which knows the address, sends it. */
describe('order mail from the store (over a real SMTP listener)', () => {
  let ctx: AccountTestContext;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = new SmtpInbox(await freePort());
    await inbox.start();
    ctx = await createAccountTestContext('account_order_mail', {
      extra: { MAIL_WORKER: 'false', SMTP_URL: inbox.url, SITE_URL: 'http://localhost:8080' },
    });
  });

  afterAll(async () => {
    await ctx?.close();
    await inbox?.stop();
  });

  it('sends the confirmation and the shipping update to the member’s address', async () => {
    const res = await ctx
      .http()
      .post('/api/auth/signup')
      .send({ email: 'buyer@example.com', password: 'first-kibble-walk', username: 'buyer_1' });
    expect(res.status).toBe(201);
    const userId = res.body.user.id as string;
    const worker = ctx.app.get(AccountMailWorker);
    const facts = {
      userId,
      orderId: '0b5e1c7a-2d3f-4e5a-8b6c-9d0e1f2a3b4c',
      totalAmount: 4998,
      items: [{ name: 'Natural Dog Shampoo', quantity: 2, price: 2499 }],
    };
    const job = (data: AccountMailJobData) => ({ data }) as Job<AccountMailJobData>;
    expect(
      await worker.handle(job({ kind: 'order-confirmation', cardBrand: 'VISA', last4: '1111', ...facts })),
    ).toBe('sent');
    expect(
      await worker.handle(
        job({
          kind: 'order-update',
          eventId: 'e1',
          status: 'shipped',
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
          refundedAmount: 0,
          refundAmount: 0,
          ...facts,
        }),
      ),
    ).toBe('sent');
    const mails = await waitFor(
      () => inbox.to('buyer@example.com').filter((m) => m.subject.includes('#1F2A3B4C')),
      (found) => found.length >= 2,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      'Your Pet Cora order #1F2A3B4C is confirmed',
      'Your Pet Cora order #1F2A3B4C has shipped',
    ]);
    expect(mails[0]!.text).toContain('Total paid: $49.98 (Visa ending in 1111)');
    expect(mails[1]!.text).toContain('Tracking number: 1Z999AA10123456784');
  });
});
