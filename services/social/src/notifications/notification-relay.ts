import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PollingLoop } from '@petcora/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { SocialEnv } from '../config/social-env';
import { inBackground } from '../database/background-work';
import { foldOutboxRow, type OutboxRow } from './notification-fold';
import { NotificationsService } from './notifications.service';

/** Rows per pass; each pass is one short transaction. */
const BATCH_SIZE = 100;
/** A row that failed this often is left in the outbox (with its last error) for an operator, not retried forever. */
export const MAX_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 30_000;

/**
 * Folds the notification outbox into grouped notifications, off the request path: every NOTIFICATION_RELAY_POLL_MS
 * (sooner while rows keep coming), oldest first. Each pass locks a batch with `FOR UPDATE SKIP LOCKED` (copies of the
 * service share the work, never a row), folds each row under a savepoint (one bad row is counted and skipped, the rest
 * go on) and deletes the folded rows in the same transaction: a crash before the commit leaves them to fold again,
 * and folding is idempotent (one actor per group), so nothing is lost or counted twice. After the commit, each member
 * whose unread rows changed gets the new count on their live streams.
 */
@Injectable()
export class NotificationRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('NotificationRelay');
  private readonly loop: PollingLoop;

  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    env: SocialEnv,
  ) {
    this.loop = new PollingLoop(async () => (await this.foldBatch()).rows, {
      label: 'Notification relay',
      batchSize: BATCH_SIZE,
      pollMs: env.NOTIFICATION_RELAY_POLL_MS,
      maxBackoffMs: MAX_BACKOFF_MS,
      onError: (message) => this.logger.warn(message),
    });
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.loop.stop();
  }

  /** Folds everything committed so far, now (tests; a graceful stop). Answers how many rows were folded. */
  flush(): Promise<number> {
    return this.loop.drain();
  }

  private async foldBatch(): Promise<{ rows: number }> {
    const folded = await inBackground(this.dataSource, (m) => this.foldLocked(m));
    // After the commit: the members whose notifications changed see their new unread count.
    if (folded.touched.length > 0)
      await inBackground(this.dataSource, (m) => this.notifications.announceUnread(folded.touched, m)).catch(
        (error: Error) => this.logger.warn(`Could not announce unread counts: ${error.message}`),
      );
    return { rows: folded.rows };
  }

  private async foldLocked(m: Pick<EntityManager, 'query'>): Promise<{ rows: number; touched: string[] }> {
    const batch: OutboxRow[] = await m.query(
      `SELECT id, source, actor_id, target_id, subject_id, created_at FROM social.notification_outbox
        WHERE attempts < $2 ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [BATCH_SIZE, MAX_ATTEMPTS],
    );
    const done: string[] = [];
    const touched: string[] = [];
    for (const row of batch) {
      await m.query('SAVEPOINT notification_fold');
      try {
        touched.push(...(await foldOutboxRow(m, row)));
        await m.query('RELEASE SAVEPOINT notification_fold');
        done.push(row.id);
      } catch (error) {
        await m.query('ROLLBACK TO SAVEPOINT notification_fold');
        const message = (error as Error).message.slice(0, 500);
        this.logger.warn(`Notification outbox row ${row.id} (${row.source}) failed: ${message}`);
        await m.query(
          `UPDATE social.notification_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`,
          [row.id, message],
        );
      }
    }
    if (done.length > 0)
      await m.query(`DELETE FROM social.notification_outbox WHERE id = ANY ($1::bigint[])`, [done]);
    return { rows: batch.length, touched };
  }
}
