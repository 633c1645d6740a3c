/**
 * Polls `read` every 50 ms until `done` accepts its value, and returns that value; fails after `timeoutMs` with the
 * last value read, so a test that times out says what it saw. For effects that land asynchronously (a queue job, a
 * pub/sub message, a sync run).
 */
export async function waitFor<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean = Boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until a BullMQ job's worker has finished it (completed or failed), in 5 s at most; answers which. */
export async function jobSettled(job: { id?: string; getState(): Promise<string> }): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const state = await job.getState();
    if (state === 'completed' || state === 'failed') return state;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${job.id} did not finish`);
}
