/**
 * A counting semaphore: at most `size` holders at once, the rest wait in arrival order. Image and video work takes a
 * slot so a burst of uploads cannot hold every thread of libuv's pool (which file reads and DNS share).
 */
export class WorkSlots {
  private held = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {}

  /** Runs `work` once a slot is free; the slot is given back however the work ends. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.take();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** Holders now (for tests and diagnostics). */
  get busy(): number {
    return this.held;
  }

  private take(): Promise<void> {
    if (this.held < this.size) {
      this.held += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next)
      next(); // the slot passes straight to the next holder
    else this.held -= 1;
  }
}
