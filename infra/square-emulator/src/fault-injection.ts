/**
 * Test hooks that make the emulator answer 500 like a Square outage: the next N catalogue requests, or the
 * first N requests for a given page number (to interrupt a sync halfway).
 */
/** How an injected failure answers: 500 by default; 429 (rate limited) or any 5xx, optionally with Retry-After. */
export interface FaultKind {
  status?: number;
  /** Seconds, sent as the Retry-After header. */
  retryAfterSeconds?: number;
}

export interface FaultOptions extends FaultKind {
  /** Fail this many catalogue requests, whatever page they ask for. */
  failFirstRequests?: number;
  /** Fail requests for `page` (1-based) this many `times`. */
  failPage?: { page: number; times: number };
}

export class FaultInjector {
  private remainingAny: number;
  private readonly pageFailures = new Map<number, number>();
  /** The answer of the next injected failures. */
  kind: FaultKind;

  constructor(options: FaultOptions = {}) {
    this.remainingAny = options.failFirstRequests ?? 0;
    this.kind = { status: options.status, retryAfterSeconds: options.retryAfterSeconds };
    if (options.failPage) this.failPage(options.failPage.page, options.failPage.times);
  }

  failNextRequests(count: number, kind: FaultKind = {}): void {
    this.remainingAny = count;
    this.kind = kind;
  }

  failPage(page: number, times: number): void {
    this.pageFailures.set(page, times);
  }

  /** Consumes one injected failure for this request, if any is left. */
  shouldFail(page: number): boolean {
    if (this.remainingAny > 0) {
      this.remainingAny -= 1;
      return true;
    }
    const left = this.pageFailures.get(page) ?? 0;
    if (left > 0) {
      this.pageFailures.set(page, left - 1);
      return true;
    }
    return false;
  }
}
