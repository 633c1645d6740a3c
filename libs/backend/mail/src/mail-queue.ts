import { type ConnectionOptions, type Job, Queue, Worker } from 'bullmq';

/**
 * How a mail job is retried: a brief SMTP outage is ridden out (about 8.5 minutes of backoff over 10 attempts)
 * instead of losing the message. Completed jobs are kept a day, so an event queued again within it (same job id)
 * is recognised and not sent twice.
 */
export const MAIL_JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential' as const, delay: 1000 },
  removeOnComplete: { age: 24 * 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export interface MailQueueOptions {
  connection: ConnectionOptions;
  /** BullMQ key prefix; producers and the worker must agree on it. */
  prefix: string;
  /** Overrides of the retry policy (tests use short backoffs). */
  jobOptions?: Partial<typeof MAIL_JOB_OPTIONS>;
}

/** The producer side: one job per event, the event's id as job id (a second add of the same id is a no-op). */
export class MailQueue<T extends { kind: string }> {
  readonly queue: Queue<T>;

  constructor(name: string, options: MailQueueOptions) {
    this.queue = new Queue<T>(name, {
      connection: options.connection,
      prefix: options.prefix,
      defaultJobOptions: { ...MAIL_JOB_OPTIONS, ...options.jobOptions },
    });
  }

  /** `eventId` names the event (e.g. `password-reset:<request id>`); job ids may not contain ':' in BullMQ 5+. */
  async enqueue(eventId: string, data: T): Promise<void> {
    // bullmq's generics resolve the name type from T; one job name per kind keeps the dashboard readable.
    await (this.queue as unknown as Queue).add(data.kind, data, { jobId: mailJobId(eventId) });
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/** BullMQ refuses ':' in custom job ids (it separates its own keys). */
export function mailJobId(eventId: string): string {
  return eventId.replace(/:/g, '.');
}

/**
 * The consumer side: runs `handle` for each job; a rejection (SMTP down) fails the attempt and BullMQ retries it
 * with backoff. `concurrency` 2: sending is I/O bound, a handful at once is plenty for one instance.
 */
export function startMailWorker<T extends { kind: string }>(
  name: string,
  options: Omit<MailQueueOptions, 'jobOptions'> & { concurrency?: number },
  handle: (job: Job<T>) => Promise<unknown>,
): Worker<T> {
  return new Worker<T>(name, handle, {
    connection: options.connection,
    prefix: options.prefix,
    concurrency: options.concurrency ?? 2,
  });
}
