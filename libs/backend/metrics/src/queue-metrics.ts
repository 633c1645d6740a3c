import { Gauge, Histogram, type Registry } from 'prom-client';

/** The part of a BullMQ Queue read here (kept structural so this library does not pin BullMQ's version). */
export interface CountableQueue {
  name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

/** The part of a BullMQ Worker read here. */
export interface ObservableWorker {
  name: string;
  on(event: 'completed' | 'failed', listener: (job: FinishedJob | undefined) => void): unknown;
}

export interface FinishedJob {
  name: string;
  processedOn?: number;
  finishedOn?: number;
}

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed'] as const;

/** A scrape never waits longer than this for Redis (BullMQ queues commands while Redis is away, forever). */
export const QUEUE_COUNT_TIMEOUT_MS = 1000;

/** Seconds; a catalogue sync takes from under a second to minutes. */
export const JOB_DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/**
 * `queue_jobs{queue,state}`: jobs per state, read from Redis when Prometheus scrapes. While Redis is down the
 * series are left out of that scrape (an absent series, not a false zero).
 */
export function observeQueueDepth(registry: Registry, queues: readonly CountableQueue[]): void {
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs of a queue by state',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        queues.map(async (queue) => {
          const counts = await withinTimeout(queue.getJobCounts(...QUEUE_STATES), QUEUE_COUNT_TIMEOUT_MS);
          if (!counts) return;
          for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }),
      );
    },
  });
}

/** `queue_job_duration_seconds{queue,name,outcome}` for every job a worker finishes (`completed` or `failed`). */
export function observeWorkerJobs(registry: Registry, worker: ObservableWorker): void {
  const duration = new Histogram({
    name: 'queue_job_duration_seconds',
    help: 'Time a worker spent on a job attempt, by queue, job name and outcome',
    labelNames: ['queue', 'name', 'outcome'] as const,
    buckets: JOB_DURATION_BUCKETS,
    registers: [registry],
  });
  const record = (outcome: 'completed' | 'failed') => (job: FinishedJob | undefined) => {
    if (!job?.processedOn || !job.finishedOn) return;
    duration.observe(
      { queue: worker.name, name: job.name, outcome },
      Math.max(0, job.finishedOn - job.processedOn) / 1000,
    );
  };
  worker.on('completed', record('completed'));
  worker.on('failed', record('failed'));
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([work.catch(() => null), late]).finally(() => clearTimeout(timer));
}
