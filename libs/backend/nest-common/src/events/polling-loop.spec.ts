import { PollingLoop, type PollingLoopOptions } from './polling-loop';

const options: PollingLoopOptions = { label: 'Test loop', batchSize: 3, pollMs: 100, maxBackoffMs: 800 };

/** A batch function answering the given results in turn (a thrown Error for a failed pass), then 0. */
function batches(...results: (number | Error)[]) {
  const calls: number[] = [];
  const run = jest.fn(async () => {
    calls.push(Date.now());
    const next = results.shift() ?? 0;
    if (next instanceof Error) throw next;
    return next;
  });
  return { run, calls };
}

describe('PollingLoop', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('runs again at once while batches come back full, then every pollMs, and the idle pause when empty', async () => {
    const { run, calls } = batches(3, 3, 1, 0, 0);
    const loop = new PollingLoop(run, { ...options, idlePollMs: 1_000 });
    loop.start();
    await jest.advanceTimersByTimeAsync(50);
    // Timers of 0 ms fire after 1 ms: three passes back to back.
    expect(calls).toHaveLength(3);
    expect(calls[2]).toBeLessThan(5);
    await jest.advanceTimersByTimeAsync(100); // after a short batch: pollMs
    expect(calls).toHaveLength(4);
    expect(calls[3] - calls[2]).toBe(100);
    await jest.advanceTimersByTimeAsync(900); // after an empty one: the idle pause
    expect(calls).toHaveLength(4);
    await jest.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(5);
    expect(calls[4] - calls[3]).toBe(1_000);
    await loop.stop();
  });

  it('backs off, doubling up to the maximum, while passes fail, reports each, and is back on pace after one success', async () => {
    const errors: string[] = [];
    const { run, calls } = batches(
      new Error('down'),
      new Error('down'),
      new Error('down'),
      new Error('down'),
      1,
    );
    const loop = new PollingLoop(run, { ...options, onError: (message) => errors.push(message) });
    loop.start();
    await jest.advanceTimersByTimeAsync(0 + 200 + 400 + 800 + 800);
    expect(calls).toEqual([0, 200, 600, 1_400, 2_200]);
    expect(errors[0]).toBe('Test loop: down; retrying in 200 ms');
    expect(errors).toHaveLength(4);
    loop.nudge(); // after the success: a nudge runs at once
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(6);
    await loop.stop();
  });

  it('ignores a nudge while backing off, and runs nothing once stopped', async () => {
    const { run, calls } = batches(new Error('down'));
    const loop = new PollingLoop(run, options);
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    loop.nudge();
    await jest.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);
    await loop.stop();
    loop.nudge();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('drains by hand until a short batch with no pass under way, answering the total', async () => {
    const { run } = batches(3, 3, 2);
    const loop = new PollingLoop(run, options);
    await expect(loop.drain()).resolves.toBe(8);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('runs one pass at a time: a drain waits for the scheduled pass under way', async () => {
    let release: (n: number) => void = () => undefined;
    const order: string[] = [];
    let first = true;
    const loop = new PollingLoop(async () => {
      if (first) {
        first = false;
        order.push('scheduled starts');
        const n = await new Promise<number>((resolve) => (release = resolve));
        order.push('scheduled ends');
        return n;
      }
      order.push('drain batch');
      return 0;
    }, options);
    loop.start();
    await jest.advanceTimersByTimeAsync(0);
    const drained = loop.drain();
    await Promise.resolve();
    expect(order).toEqual(['scheduled starts']);
    release(1);
    await expect(drained).resolves.toBe(0);
    expect(order).toEqual(['scheduled starts', 'scheduled ends', 'drain batch']);
    await loop.stop();
  });
});
