/** How a PollingLoop paces itself. */
export interface PollingLoopOptions {
  /** Names the loop in its error messages. */
  label: string;
  /** Rows one pass takes at most: a full pass means more are waiting, so the next starts at once. */
  batchSize: number;
  /** How often to look when nobody nudged (another copy's commit, a missed nudge). */
  pollMs: number;
  /** The pause after a pass that found nothing (default pollMs): an idle service then looks rarely. */
  idlePollMs?: number;
  /** The longest pause after failures (doubling from pollMs). */
  maxBackoffMs: number;
  onError?: (message: string) => void;
}

/**
 * Runs one batch of background work again and again, off the request path: at once while batches come back full,
 * every pollMs otherwise, backing off (doubling, up to maxBackoffMs) while a pass fails. One pass at a time per
 * process; the timers never keep the process alive. The work itself (which rows, in what transaction) is the caller's.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  private failures = 0;
  private stopped = true;

  /** `runBatch` does one pass and answers how many rows it handled; a throw counts as a failed pass. */
  constructor(
    private readonly runBatch: () => Promise<number>,
    private readonly options: PollingLoopOptions,
  ) {}

  /** Starts looping; the first look comes after `firstLookInMs`. */
  start(firstLookInMs = 0): void {
    this.stopped = false;
    this.schedule(firstLookInMs);
  }

  /** Stops looping and waits for a pass under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
  }

  /** Something was committed: look now instead of at the next poll (unless backing off after failures). */
  nudge(): void {
    if (!this.stopped && this.failures === 0) this.schedule(0);
  }

  /** A scheduled pass under way, if any (a caller running batches by hand waits for it first). */
  get running(): Promise<void> | null {
    return this.current;
  }

  /**
   * Runs batches by hand until one comes back short with no scheduled pass under way (tests; a graceful stop): a pass
   * that began meanwhile may hold rows a hand-run batch skipped, so it is waited for and looked at again.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      await this.current;
      const handled = await this.runBatch();
      total += handled;
      if (handled < this.options.batchSize && !this.current) return total;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.current ??= this.pass().finally(() => (this.current = null));
    }, delayMs);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    let next = this.options.pollMs;
    try {
      const handled = await this.runBatch();
      this.failures = 0;
      if (handled >= this.options.batchSize) next = 0;
      else if (handled === 0) next = this.options.idlePollMs ?? this.options.pollMs;
    } catch (error) {
      this.failures += 1;
      next = Math.min(this.options.maxBackoffMs, this.options.pollMs * 2 ** this.failures);
      this.options.onError?.(`${this.options.label}: ${(error as Error).message}; retrying in ${next} ms`);
    }
    this.schedule(next);
  }
}
