import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { megabytes } from '@petcora/uploads';
import { SocialEnv } from '../config/social-env';
import { tooManyUploads, UPLOAD_LIMIT_MESSAGES } from './upload-limits';

/** The UTC day uploads are counted under. */
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

export interface BudgetUse {
  bytes: number;
  files: number;
}

/**
 * Each member's daily upload budget (UPLOAD_DAILY_MEGABYTES, UPLOAD_DAILY_FILES) in Postgres, so every copy of the
 * service counts against the same one. Stored files are charged in the transaction that records them: a failed
 * upload rolls its charge back, and the conditional upsert (one statement, the row locked) lets parallel uploads
 * spend no more than the budget.
 */
@Injectable()
export class UploadBudget {
  readonly maxBytes: number;
  readonly maxFiles: number;
  private readonly dailyMegabytes: number;

  constructor(
    env: SocialEnv,
    private readonly dataSource: DataSource,
  ) {
    this.maxBytes = megabytes(env.UPLOAD_DAILY_MEGABYTES);
    this.maxFiles = env.UPLOAD_DAILY_FILES;
    this.dailyMegabytes = env.UPLOAD_DAILY_MEGABYTES;
  }

  /** What the member has stored today. */
  async usedToday(userId: string, manager: EntityManager = this.dataSource.manager): Promise<BudgetUse> {
    const [row]: { bytes: string; files: number }[] = await manager.query(
      `SELECT bytes, files FROM social.upload_budgets WHERE user_id = $1 AND day = ${TODAY}`,
      [userId],
    );
    return { bytes: Number(row?.bytes ?? 0), files: row?.files ?? 0 };
  }

  /** Refuses (429) a member whose budget is already spent, before any byte of a new upload is read. */
  async refuseWhenSpent(userId: string): Promise<void> {
    const used = await this.usedToday(userId);
    if (used.files >= this.maxFiles) throw tooManyUploads(UPLOAD_LIMIT_MESSAGES.dailyFiles(this.maxFiles));
    if (used.bytes >= this.maxBytes)
      throw tooManyUploads(UPLOAD_LIMIT_MESSAGES.dailyBytes(this.dailyMegabytes));
  }

  /**
   * Charges stored files to the member's budget inside `manager`'s transaction, or throws 429 (charging nothing) when
   * they do not fit in what is left today.
   */
  async charge(manager: EntityManager, userId: string, sizes: readonly number[]): Promise<void> {
    if (sizes.length === 0) return;
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    const charged: unknown[] = await manager.query(
      `INSERT INTO social.upload_budgets AS budget (user_id, day, bytes, files)
       SELECT $1, ${TODAY}, $2::bigint, $3::integer WHERE $2::bigint <= $4::bigint AND $3::integer <= $5::integer
       ON CONFLICT (user_id, day) DO UPDATE
         SET bytes = budget.bytes + excluded.bytes, files = budget.files + excluded.files
         WHERE budget.bytes + excluded.bytes <= $4::bigint AND budget.files + excluded.files <= $5::integer
       RETURNING 1`,
      [userId, bytes, sizes.length, this.maxBytes, this.maxFiles],
    );
    if (charged.length > 0) return;
    const used = await this.usedToday(userId, manager);
    throw tooManyUploads(
      used.files + sizes.length > this.maxFiles
        ? UPLOAD_LIMIT_MESSAGES.dailyFiles(this.maxFiles)
        : UPLOAD_LIMIT_MESSAGES.dailyBytes(this.dailyMegabytes),
    );
  }

  /** Forgets the budgets of days before yesterday (the sweep calls it). */
  async forgetOldDays(): Promise<void> {
    await this.dataSource.query(`DELETE FROM social.upload_budgets WHERE day < ${TODAY} - 1`);
  }
}
