import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ACCOUNT_RECOVERY_MESSAGES, MESSAGES } from '@petcora/validation';
import type { TraceContext } from '@petcora/tracing';
import { AccountMailQueue } from '../account-mail/account-mail.queue';
import { isCommonPassword } from '../auth/common-passwords';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionRevocationPublisher } from '../events/session-revocation.publisher';
import { hashMailToken, MailTokens } from '../mail-tokens/mail-tokens.service';
import { normalizeEmail } from '../users/users.service';
import { MailRequestLimiter } from '../account-mail/mail-request-limiter';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: MailTokens,
    private readonly mail: AccountMailQueue,
    private readonly limiter: MailRequestLimiter,
    private readonly passwords: PasswordHasher,
    private readonly revocations: SessionRevocationPublisher,
  ) {}

  /**
   * The same work whatever the address: count the request, queue one job. Whether an account has that address is
   * found out by the mail worker, off the request path, so neither the answer nor its timing can tell.
   */
  async request(email: string, clientAddress: string): Promise<void> {
    const normalised = normalizeEmail(email);
    await this.limiter.take(normalised, clientAddress);
    const requestId = randomBytes(32).toString('base64url');
    await this.mail.enqueue(requestId, { kind: 'password-reset', email: normalised, requestId });
  }

  /**
   * Sets the new password (sign-up's rules), spends the link and every other open reset link of the account, ends
   * every session of the account (rows deleted, gateway caches told) and queues the confirmation mail. A confirmed
   * mailbox also confirms the address, when the link went to the account's current one.
   */
  async confirm(token: string, password: string, trace?: TraceContext): Promise<void> {
    const invalid = () => new BadRequestException(ACCOUNT_RECOVERY_MESSAGES.resetLinkInvalid);
    // A dead link costs no password hash.
    if (!(await this.tokens.isOpen('password-reset', token))) throw invalid();
    if (isCommonPassword(password)) throw new BadRequestException(MESSAGES.passwordTooCommon);
    const passwordHash = await this.passwords.hash(password);
    const userId = await this.dataSource.transaction(async (manager) => {
      const spent = await this.tokens.spend(manager, 'password-reset', token);
      if (!spent) return null;
      await manager.query(
        `UPDATE "account"."users"
         SET "password" = $2, "updated_at" = now(),
             "email_verified_at" = CASE WHEN "email" = $3 THEN coalesce("email_verified_at", now()) ELSE "email_verified_at" END
         WHERE "id" = $1`,
        [spent.userId, passwordHash, spent.email],
      );
      await manager.query(`DELETE FROM "account"."sessions" WHERE "sess"->>'userId' = $1`, [spent.userId]);
      return spent.userId;
    });
    if (!userId) throw invalid();
    await this.revocations.revokeUser(userId, trace);
    // The password is changed either way; a notice that could not be queued is logged, not answered as a failure.
    const eventId = hashMailToken(token);
    await this.mail
      .enqueue(eventId, { kind: 'password-changed', userId, eventId })
      .catch((error: Error) =>
        this.logger.warn(`Password-changed notice for ${userId} not queued: ${error.message}`),
      );
  }
}
