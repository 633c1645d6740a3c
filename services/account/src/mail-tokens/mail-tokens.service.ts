import { Injectable } from '@nestjs/common';
import { createHash, createHmac } from 'node:crypto';
import { secretFromEnv } from '@petcora/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import type { MailTokenPurpose } from './mail-token.entity';

export const PASSWORD_RESET_TTL_MINUTES = 30;
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

const TTL_MS: Record<MailTokenPurpose, number> = {
  'password-reset': PASSWORD_RESET_TTL_MINUTES * 60_000,
  'email-verification': EMAIL_VERIFICATION_TTL_HOURS * 3_600_000,
  'email-change': EMAIL_VERIFICATION_TTL_HOURS * 3_600_000,
};

export interface SpentToken {
  userId: string;
  email: string;
}

/** SHA-256 (hex) of a token: the only form the database ever holds. */
export function hashMailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Single-use mailed tokens. A token is 32 bytes from HMAC-SHA256 over the event's random 32-byte request id
 * under a key derived from SESSION_SECRET: the mail job carries only the request id, never a working token, and a
 * retried job mails the same link instead of a second one. Stored hashed; spent atomically, once.
 */
@Injectable()
export class MailTokens {
  private readonly key: Buffer;

  constructor(private readonly dataSource: DataSource) {
    this.key = createHash('sha256')
      .update('petcora mail tokens\0')
      .update(secretFromEnv('SESSION_SECRET'))
      .digest();
  }

  /** The token of one event (base64url, 43 characters). */
  tokenFor(purpose: MailTokenPurpose, requestId: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\0${requestId}`).digest('base64url');
  }

  /** Records the event's token (once: a retried job finds it already there) and answers it for the mail. */
  async create(input: {
    purpose: MailTokenPurpose;
    requestId: string;
    userId: string;
    email: string;
  }): Promise<string> {
    const token = this.tokenFor(input.purpose, input.requestId);
    await this.dataSource.query(
      `INSERT INTO "account"."mail_tokens" ("token_hash", "purpose", "user_id", "email", "expires_at")
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
       ON CONFLICT ("token_hash") DO NOTHING`,
      [hashMailToken(token), input.purpose, input.userId, input.email, TTL_MS[input.purpose] / 1000],
    );
    return token;
  }

  /** Whether the token is open right now (no side effect): lets a caller skip costly work for a dead link. */
  async isOpen(purpose: MailTokenPurpose, token: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "account"."mail_tokens"
       WHERE "token_hash" = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now()`,
      [hashMailToken(token), purpose],
    );
    return rows.length > 0;
  }

  /**
   * Spends the token and every other open token of that account and purpose (an older reset link dies with the
   * one used), in the caller's transaction; null when it is unknown, spent or expired. Two parallel uses: the row
   * lock lets exactly one through.
   */
  async spend(manager: EntityManager, purpose: MailTokenPurpose, token: string): Promise<SpentToken | null> {
    const [rows]: [{ user_id: string; email: string }[], number] = await manager.query(
      `UPDATE "account"."mail_tokens" SET "used_at" = now()
       WHERE "token_hash" = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now()
       RETURNING "user_id", "email"`,
      [hashMailToken(token), purpose],
    );
    const row = rows[0];
    if (!row) return null;
    await manager.query(
      `UPDATE "account"."mail_tokens" SET "used_at" = now()
       WHERE "user_id" = $1 AND "purpose" = $2 AND "used_at" IS NULL`,
      [row.user_id, purpose],
    );
    return { userId: row.user_id, email: row.email };
  }

  /** Deletes tokens a day past their expiry (the mail worker, at start). */
  async prune(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM "account"."mail_tokens" WHERE "expires_at" < now() - interval '1 day'`,
    );
  }
}
