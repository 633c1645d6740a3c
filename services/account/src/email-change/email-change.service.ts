import { BadRequestException, ConflictException, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { maskEmail } from '@petcora/mail';
import { ACCOUNT_RECOVERY_MESSAGES } from '@petcora/validation';
import { AccountMailQueue } from '../account-mail/account-mail.queue';
import { MailRequestLimiter } from '../account-mail/mail-request-limiter';
import { PasswordHasher } from '../auth/password-hasher';
import { hashMailToken, MailTokens } from '../mail-tokens/mail-tokens.service';
import { EMAIL_TAKEN, normalizeEmail } from '../users/users.service';

/** What applying a change link did, for the notice the old address gets once the transaction commits. */
export interface AppliedEmailChange {
  userId: string;
  oldEmail: string | null;
  newEmail: string;
  tokenHash: string;
}

/**
 * Changing the account's address: the new address must be confirmed before it takes effect (the link goes there,
 * the account keeps its current address meanwhile) and the old address is told once it has.
 */
@Injectable()
export class EmailChangeService {
  private readonly logger = new Logger(EmailChangeService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: MailTokens,
    private readonly mail: AccountMailQueue,
    private readonly limiter: MailRequestLimiter,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Checks the password and queues the confirmation mail to the new address. Every try counts against the mail
   * limit of the account and the client before the password is checked, so the route is no password oracle.
   */
  async request(userId: string, newEmail: string, password: string, clientAddress: string): Promise<void> {
    const target = normalizeEmail(newEmail);
    await this.limiter.take(`email-change:${userId}`, clientAddress);
    const [account]: { email: string | null; password: string | null }[] = await this.dataSource.query(
      `SELECT "email", "password" FROM "account"."users" WHERE "id" = $1`,
      [userId],
    );
    if (!(await this.passwords.verify(account?.password, password)))
      throw new BadRequestException(ACCOUNT_RECOVERY_MESSAGES.wrongPassword);
    if (account.email === target) throw new BadRequestException(ACCOUNT_RECOVERY_MESSAGES.sameEmail);
    const [taken]: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "account"."users" WHERE "email" = $1 AND "id" <> $2`,
      [target, userId],
    );
    if (taken) throw new ConflictException(EMAIL_TAKEN);
    const requestId = randomBytes(32).toString('base64url');
    await this.mail.enqueue(requestId, { kind: 'email-change', userId, newEmail: target, requestId });
  }

  /**
   * Applies a change link inside the caller's transaction: null when the token is no open change link. The new
   * address is confirmed by the link itself. An address taken since the request (another account confirmed it
   * first) is a 409 and rolls the spend back with the caller's transaction.
   */
  async applyWith(manager: EntityManager, token: string): Promise<AppliedEmailChange | null> {
    const spent = await this.tokens.spend(manager, 'email-change', token);
    if (!spent) return null;
    const [before]: { email: string | null }[] = await manager.query(
      `SELECT "email" FROM "account"."users" WHERE "id" = $1 FOR UPDATE`,
      [spent.userId],
    );
    if (!before) return null;
    try {
      await manager.query(
        `UPDATE "account"."users" SET "email" = $2, "email_verified_at" = now(), "updated_at" = now() WHERE "id" = $1`,
        [spent.userId, spent.email],
      );
    } catch (error) {
      const code = (error as QueryFailedError & { driverError?: { code?: string } }).driverError?.code;
      if (error instanceof QueryFailedError && code === '23505') throw new ConflictException(EMAIL_TAKEN);
      throw error;
    }
    return {
      userId: spent.userId,
      oldEmail: before.email,
      newEmail: spent.email,
      tokenHash: hashMailToken(token),
    };
  }

  /** The notice to the old address; the change is made either way, so a notice that cannot be queued is logged. */
  async tellOldAddress(change: AppliedEmailChange): Promise<void> {
    if (!change.oldEmail) return;
    await this.mail
      .enqueue(change.tokenHash, {
        kind: 'email-changed',
        userId: change.userId,
        oldEmail: change.oldEmail,
        maskedNewEmail: maskEmail(change.newEmail),
        eventId: change.tokenHash,
      })
      .catch((error: Error) =>
        this.logger.warn(`E-mail-changed notice for ${change.userId} not queued: ${error.message}`),
      );
  }
}
