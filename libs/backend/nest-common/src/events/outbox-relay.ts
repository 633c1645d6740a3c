import type { EntityManager } from 'typeorm';
import { PollingLoop } from './polling-loop';

/**
 * Where the relay reads and marks its rows: a TypeORM DataSource, or a service's own wrapper of one (a service that
 * marks the connections of its background work, so its tests can tell them from a request's).
 */
export interface OutboxDatabase {
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** Where relayed events go (a BullMQ Queue in the service; kept structural so tests can watch it). */
export interface EventQueue {
  add(name: string, data: unknown, options: { jobId: string; timestamp: number }): Promise<unknown>;
}

export interface OutboxRelayOptions {
  /**
   * The outbox table, schema-qualified (`"account"."event_outbox"`): columns id (bigint), event_type, job_id, payload,
   * occurred_at, published_at, attempts, last_error. A constant of the service, never input.
   */
  table: string;
  /** Names the relay in its error messages. */
  label: string;
  /** Rows per pass; each pass is one short transaction. */
  batchSize: number;
  /** How often to look when nobody nudged (another copy's commit, a missed nudge). */
  pollMs: number;
  /**
   * The pause after a pass that found nothing (default pollMs): a relay whose own commits nudge it can look rarely
   * while idle, and an idle service then sends no statement every second.
   */
  idlePollMs?: number;
  /** The longest pause after failures (doubling from pollMs). */
  maxBackoffMs: number;
  /** One publish may take this long before it counts as failed (Redis away: BullMQ would wait forever). */
  publishTimeoutMs: number;
  /** Published rows older than this are deleted. */
  keepPublishedHours: number;
  onError?: (message: string) => void;
}

interface OutboxRow {
  id: string;
  event_type: string;
  job_id: string;
  payload: unknown;
  occurred_at: Date;
}

/**
 * Moves committed outbox rows to the queue, oldest first, until each is published: at least once, retried with
 * backoff while the queue is unreachable, never lost. `FOR UPDATE SKIP LOCKED` lets several copies of the service
 * relay side by side without publishing a row twice at the same time, and the job id (one per change) makes a
 * publish repeated after a crash collapse into the job already queued.
 */
export class OutboxRelay {
  private readonly loop: PollingLoop;
  private lastPrune = 0;

  constructor(
    private readonly dataSource: OutboxDatabase,
    private readonly queue: EventQueue,
    private readonly options: OutboxRelayOptions,
  ) {
    if (!/^"[a-z_]+"\."[a-z_]+"$/.test(options.table))
      throw new Error(`Outbox table ${options.table} is not "schema"."table"`);
    this.loop = new PollingLoop(async () => {
      const published = await this.relayBatch();
      await this.pruneNowAndThen();
      return published;
    }, options);
  }

  /** Starts relaying; the first look comes after `firstLookInMs` (a caller that just flushed need not look again). */
  start(firstLookInMs = 0): void {
    this.loop.start(firstLookInMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Something was committed: relay now instead of at the next poll (unless backing off after failures). */
  nudge(): void {
    this.loop.nudge();
  }

  /** Relays until nothing is pending or a publish fails; answers how many rows it published. */
  flush(): Promise<number> {
    return this.loop.drain();
  }

  /**
   * One transaction: lock the oldest unpublished rows, publish them in order, mark them; it stops at the first row
   * that does not go out, commits what did (and that row's attempt count), then throws for the backoff.
   */
  private async relayBatch(): Promise<number> {
    const outcome = await this.dataSource.transaction(async (m) => {
      const rows: OutboxRow[] = await m.query(
        `SELECT "id", "event_type", "job_id", "payload", "occurred_at" FROM ${this.options.table}
          WHERE "published_at" IS NULL ORDER BY "id" LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize],
      );
      const published: string[] = [];
      let failure: Error | null = null;
      for (const row of rows) {
        try {
          await withTimeout(
            this.queue.add(row.event_type, row.payload, {
              jobId: row.job_id,
              // The change's own time: consumers order late or repeated events by it.
              timestamp: new Date(row.occurred_at).getTime(),
            }),
            this.options.publishTimeoutMs,
          );
          published.push(row.id);
        } catch (error) {
          failure = error as Error;
          await m.query(
            `UPDATE ${this.options.table} SET "attempts" = "attempts" + 1, "last_error" = $2 WHERE "id" = $1`,
            [row.id, failure.message.slice(0, 500)],
          );
          break; // keep the order: nothing after a row that did not go out
        }
      }
      if (published.length > 0)
        await m.query(
          `UPDATE ${this.options.table} SET "published_at" = now() WHERE "id" = ANY($1::bigint[])`,
          [published],
        );
      return { published: published.length, failure };
    });
    if (outcome.failure) throw outcome.failure;
    return outcome.published;
  }

  private async pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.lastPrune < 3_600_000) return;
    this.lastPrune = Date.now();
    await this.dataSource.query(
      `DELETE FROM ${this.options.table} WHERE "published_at" < now() - make_interval(hours => $1)`,
      [this.options.keepPublishedHours],
    );
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`queue did not answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
