import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Job, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { DataSource } from 'typeorm';
import { type AccountMailJobData, cardBrandLabel, MAIL_QUEUE, orderNumber } from '@petcora/contracts';
import {
  emailChangedMail,
  emailChangeMail,
  emailVerificationMail,
  type MailMessage,
  Mailer,
  orderConfirmationMail,
  orderUpdateMail,
  passwordChangedMail,
  passwordResetMail,
  startMailWorker,
} from '@petcora/mail';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import {
  EMAIL_VERIFICATION_TTL_HOURS,
  MailTokens,
  PASSWORD_RESET_TTL_MINUTES,
} from '../mail-tokens/mail-tokens.service';

interface Recipient {
  id: string;
  email: string | null;
  name: string | null;
  verified: boolean;
}

/** What one job did, kept as the job's result in the dashboard (never a token). */
export type MailJobOutcome = 'sent' | 'no-account' | 'no-address' | 'already-confirmed';

/**
 * Sends the account's mail from the `mail` queue: looks the member up, records the event's token, renders the message
 * and hands it to SMTP. An SMTP failure fails the attempt and BullMQ retries it (MAIL_JOB_OPTIONS); a retried job
 * mails the same link (MailTokens.tokenFor). A reset for an unknown address ends here, unsent, so the request path
 * never knew the difference.
 */
@Injectable()
export class AccountMailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(AccountMailWorker.name);
  private worker?: Worker<AccountMailJobData>;
  private connection?: IORedis;
  private readonly mailer: Mailer;

  constructor(
    @InjectAccountEnv() private readonly env: AccountEnv,
    private readonly dataSource: DataSource,
    private readonly tokens: MailTokens,
  ) {
    this.mailer = new Mailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  }

  onApplicationBootstrap(): void {
    if (this.env.MAIL_WORKER !== 'true') return;
    this.connection = new IORedis(this.env.REDIS_URL, {
      maxRetriesPerRequest: null,
      connectionName: 'account-mail-worker',
    });
    this.connection.on('error', () => undefined); // reported once by RedisModule's connection
    const worker = startMailWorker<AccountMailJobData>(
      MAIL_QUEUE,
      { connection: this.connection, prefix: this.env.BULL_PREFIX },
      (job: Job<AccountMailJobData>) => this.handle(job),
    );
    worker.on('failed', (job: Job<AccountMailJobData> | undefined, error: Error) =>
      this.logger.warn(
        `Mail job ${job?.id} (${job?.name}) failed, attempt ${job?.attemptsMade}: ${error.message}`,
      ),
    );
    worker.on('error', () => undefined);
    this.worker = worker;
    void this.tokens
      .prune()
      .catch((error: Error) => this.logger.warn(`Pruning mail tokens: ${error.message}`));
  }

  /** Stops taking jobs (they wait in the queue) until `resume`: a graceful stop, and tests timing the request path. */
  async pause(): Promise<void> {
    await this.worker?.pause();
  }

  resume(): void {
    this.worker?.resume();
  }

  async handle(job: Job<AccountMailJobData>): Promise<MailJobOutcome> {
    const data = job.data;
    switch (data.kind) {
      case 'password-reset': {
        const member = await this.findByEmail(data.email);
        if (!member?.email) return 'no-account';
        const token = await this.tokens.create({
          purpose: 'password-reset',
          requestId: data.requestId,
          userId: member.id,
          email: member.email,
        });
        return this.send(
          passwordResetMail({
            to: member.email,
            name: member.name,
            link: this.link('/reset-password', token),
            validMinutes: PASSWORD_RESET_TTL_MINUTES,
          }),
        );
      }
      case 'password-changed': {
        const member = await this.findById(data.userId);
        if (!member?.email) return 'no-address';
        return this.send(
          passwordChangedMail({
            to: member.email,
            name: member.name,
            signInUrl: new URL('/auth', this.env.SITE_URL).toString(),
            resetUrl: new URL('/forgot-password', this.env.SITE_URL).toString(),
          }),
        );
      }
      case 'email-verification': {
        const member = await this.findById(data.userId);
        if (!member?.email) return 'no-address';
        if (member.verified) return 'already-confirmed';
        const token = await this.tokens.create({
          purpose: 'email-verification',
          requestId: data.requestId,
          userId: member.id,
          email: member.email,
        });
        return this.send(
          emailVerificationMail({
            to: member.email,
            name: member.name,
            link: this.link('/verify-email', token),
            validHours: EMAIL_VERIFICATION_TTL_HOURS,
          }),
        );
      }
      case 'email-change': {
        const member = await this.findById(data.userId);
        if (!member) return 'no-account';
        const token = await this.tokens.create({
          purpose: 'email-change',
          requestId: data.requestId,
          userId: member.id,
          email: data.newEmail,
        });
        return this.send(
          emailChangeMail({
            to: data.newEmail,
            name: member.name,
            link: this.link('/verify-email', token),
            validHours: EMAIL_VERIFICATION_TTL_HOURS,
          }),
        );
      }
      case 'email-changed': {
        const member = await this.findById(data.userId);
        return this.send(
          emailChangedMail({
            to: data.oldEmail,
            name: member?.name,
            maskedNewEmail: data.maskedNewEmail,
            resetUrl: new URL('/forgot-password', this.env.SITE_URL).toString(),
          }),
        );
      }
      // The store's order mail: the job carries the order's facts; only the address is the account's.
      case 'order-confirmation':
      case 'order-update': {
        const member = await this.findById(data.userId);
        if (!member?.email) return 'no-address';
        const common = {
          to: member.email,
          name: member.name,
          orderNumber: orderNumber(data.orderId),
          totalAmount: data.totalAmount,
          items: data.items,
          ordersUrl: new URL('/dashboard', this.env.SITE_URL).toString(),
        };
        return this.send(
          data.kind === 'order-confirmation'
            ? orderConfirmationMail({
                ...common,
                card: data.last4
                  ? `${data.cardBrand ? cardBrandLabel(data.cardBrand) : 'Card'} ending in ${data.last4}`
                  : null,
              })
            : orderUpdateMail({
                ...common,
                status: data.status,
                carrier: data.carrier,
                trackingNumber: data.trackingNumber,
                refundAmount: data.refundAmount,
              }),
        );
      }
      default:
        throw new Error(`Unknown mail job kind ${(data as { kind: string }).kind}`);
    }
  }

  private async send(message: MailMessage): Promise<'sent'> {
    await this.mailer.send(message);
    return 'sent';
  }

  private link(path: string, token: string): string {
    const url = new URL(path, this.env.SITE_URL);
    url.searchParams.set('token', token);
    return url.toString();
  }

  private async findByEmail(email: string): Promise<Recipient | null> {
    return this.findOne(`"email" = lower(trim($1)) AND "password" IS NOT NULL`, email);
  }

  private async findById(id: string): Promise<Recipient | null> {
    return this.findOne(`"id" = $1`, id);
  }

  private async findOne(where: string, value: string): Promise<Recipient | null> {
    const rows: Recipient[] = await this.dataSource.query(
      `SELECT "id", "email", coalesce("display_name", "first_name", "username") AS "name",
              "email_verified_at" IS NOT NULL AS "verified"
       FROM "account"."users" WHERE ${where} LIMIT 1`,
      [value],
    );
    return rows[0] ?? null;
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.connection?.quit().catch(() => this.connection?.disconnect());
    this.mailer.close();
  }
}
