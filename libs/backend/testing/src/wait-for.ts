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
