import { BadRequestException, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ACCOUNT_RECOVERY_MESSAGES } from '@petcora/validation';
import { AccountMailQueue } from '../account-mail/account-mail.queue';
import { type AppliedEmailChange, EmailChangeService } from '../email-change/email-change.service';
import { MailTokens } from '../mail-tokens/mail-tokens.service';
import { MailRequestLimiter } from '../account-mail/mail-request-limiter';

@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: MailTokens,
    private readonly mail: AccountMailQueue,
    private readonly limiter: MailRequestLimiter,
    private readonly changes: EmailChangeService,
  ) {}

  /** Queues a confirmation mail to the account's current address (sign-up, resend). */
  async send(userId: string): Promise<void> {
    const requestId = randomBytes(32).toString('base64url');
    await this.mail.enqueue(requestId, { kind: 'email-verification', userId, requestId });
  }

  /** A signed-in member asks again: counted per account and client. False when the address is confirmed already. */
  async resend(userId: string, clientAddress: string): Promise<boolean> {
    const [row]: { verified: boolean }[] = await this.dataSource.query(
      `SELECT "email_verified_at" IS NOT NULL AS "verified" FROM "account"."users" WHERE "id" = $1`,
      [userId],
    );
    if (!row || row.verified) return false;
    await this.limiter.take(`user:${userId}`, clientAddress);
    await this.send(userId);
    return true;
  }

  /**
   * Opens a mailed confirmation link: either the account's current address (it is confirmed, if it is still the
   * account's address: a link to an address the account no longer has confirms nothing) or a new address the member
   * asked for (it becomes the account's address and the old one is told). Single use. 'changed' or 'confirmed'.
   */
  async verify(token: string): Promise<'confirmed' | 'changed'> {
    const outcome = await this.dataSource.transaction(
      async (manager): Promise<'confirmed' | AppliedEmailChange | null> => {
        const spent = await this.tokens.spend(manager, 'email-verification', token);
        if (!spent) return this.changes.applyWith(manager, token);
        const [, updated]: [unknown, number] = await manager.query(
          `UPDATE "account"."users" SET "email_verified_at" = coalesce("email_verified_at", now())
           WHERE "id" = $1 AND "email" = $2`,
          [spent.userId, spent.email],
        );
        return updated > 0 ? 'confirmed' : null;
      },
    );
    if (!outcome) throw new BadRequestException(ACCOUNT_RECOVERY_MESSAGES.verificationLinkInvalid);
    if (outcome === 'confirmed') return outcome;
    await this.changes.tellOldAddress(outcome);
    return 'changed';
  }
}
