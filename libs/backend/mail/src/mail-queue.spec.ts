import IORedis from 'ioredis';
import { testRedis, waitFor } from '@petcora/testing';
import { mailJobId, MailQueue, startMailWorker } from './mail-queue';

describe('MailQueue and startMailWorker (real Redis)', () => {
  const redis = testRedis('mail_queue');
  const connection = new IORedis(redis.url, { maxRetriesPerRequest: null });
  const queue = new MailQueue<{ kind: 'note'; n: number }>('mail-test', {
    connection,
    prefix: redis.prefix,
    jobOptions: { backoff: { type: 'exponential', delay: 50 } },
  });

  afterAll(async () => {
    await queue.queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
  });

  it('keeps one job per event id, with a job id BullMQ accepts', async () => {
    await queue.enqueue('note:1', { kind: 'note', n: 1 });
    await queue.enqueue('note:1', { kind: 'note', n: 2 });
    const jobs = await queue.queue.getJobs(['waiting', 'delayed']);
    expect(jobs.map((job) => [job.id, job.name, job.data.n])).toEqual([[mailJobId('note:1'), 'note', 1]]);
    expect(mailJobId('password-reset:abc')).toBe('password-reset.abc');
  });

  it('retries a failing send until it goes through, then completes it once', async () => {
    const attempts: number[] = [];
    const worker = startMailWorker<{ kind: 'note'; n: number }>(
      'mail-test',
      { connection: new IORedis(redis.url, { maxRetriesPerRequest: null }), prefix: redis.prefix },
      async (job) => {
        attempts.push(job.data.n);
        if (attempts.length < 3) throw new Error('SMTP is down');
        return 'sent';
      },
    );
    try {
      const completed = await waitFor(
        () => queue.queue.getJobs(['completed']),
        (jobs) => jobs.length === 1,
      );
      expect(completed[0].returnvalue).toBe('sent');
      expect(completed[0].attemptsMade).toBe(3);
      expect(attempts).toEqual([1, 1, 1]);
      // A repeat of the same event after it was sent is still the one job: nothing runs again.
      await queue.enqueue('note:1', { kind: 'note', n: 3 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(attempts).toHaveLength(3);
    } finally {
      await worker.close();
      await (worker.opts.connection as IORedis).quit();
    }
  });
});
