import type { ClientRateLimitInfo } from 'express-rate-limit';

/**
 * What the shared counter (Redis, every gateway copy) answered when this copy took `points` at once: the count after
 * adding them, and how long the current window still runs.
 */
export interface SharedTake {
  consumedPoints: number;
  msBeforeNext: number;
}

/** Adds `points` to a client's count in the shared window (over the limit too) and says where the count stands. */
export type TakeShared = (key: string, points: number) => Promise<SharedTake>;

/**
 * Each gateway copy counts in Redis, but one Redis round trip per request was a quarter of the gateway's
 * CPU per proxied request (docs/performance.md): every write to the Redis socket is a
 * syscall that also runs Redis's side of the loopback. So a copy takes a client's budget from Redis in leases of
 * `leaseSize` requests and spends them in memory.
 *
 * What stays true: the copies together never let a client through more than `limit` times in a window, since every
 * request spent was first added to the shared count. What it costs: a copy's unspent lease counts as used, so a
 * client spreading requests over N copies may be refused up to (N - 1) × leaseSize requests early (1 % of the budget
 * per other copy with the default size); a lease ends with the shared window it was taken in. Small budgets (under
 * 200 a window by default) use leases of 1: exactly today's per-request count.
 */
export class LeasedCounter {
  private readonly leases = new Map<string, Lease>();
  private lastSweep = Date.now();

  constructor(
    private readonly takeShared: TakeShared,
    private readonly limit: number,
    private readonly windowMs: number,
    readonly leaseSize = defaultLeaseSize(limit),
  ) {}

  async increment(key: string): Promise<ClientRateLimitInfo> {
    for (;;) {
      const counted = this.incrementNow(key);
      if (counted) return counted;
      // Requests arriving while a lease is on its way wait for it rather than each asking for one.
      const lease = this.leases.get(key);
      if (lease?.pending) {
        await lease.pending;
        continue;
      }
      await this.renew(key, lease);
    }
  }

  /**
   * `increment` without waiting, when this copy can answer from memory (a lease with requests left, or a spent
   * budget): the rate-limit step counts most requests this way, without a promise. Undefined when a lease has
   * to be taken (or is being taken) first: then `increment`.
   */
  incrementNow(key: string): ClientRateLimitInfo | undefined {
    this.sweep();
    const now = Date.now();
    let lease = this.leases.get(key);
    if (lease && lease.resetAt <= now) {
      this.leases.delete(key);
      lease = undefined;
    }
    if (lease && lease.left > 0) {
      lease.left -= 1;
      lease.spent += 1;
      return { totalHits: lease.sharedBefore + lease.spent, resetTime: new Date(lease.resetAt) };
    }
    // Refused until the window ends: no need to ask Redis again before then.
    if (lease?.exhausted) return { totalHits: this.limit + 1, resetTime: new Date(lease.resetAt) };
    return undefined;
  }

  /** A request given back (express-rate-limit's skip options): back into this copy's lease when it is still open. */
  decrement(key: string): boolean {
    const lease = this.leases.get(key);
    if (!lease || lease.resetAt <= Date.now() || lease.spent === 0) return false;
    lease.spent -= 1;
    lease.left += 1;
    lease.exhausted = false;
    return true;
  }

  /** Forgets this copy's lease of a client (the shared count is reset by the caller). */
  forget(key: string): void {
    this.leases.delete(key);
  }

  private async renew(key: string, previous: Lease | undefined): Promise<void> {
    const placeholder: Lease = previous ?? {
      left: 0,
      spent: 0,
      sharedBefore: 0,
      resetAt: Number.POSITIVE_INFINITY,
      exhausted: false,
    };
    let settle!: () => void;
    placeholder.pending = new Promise<void>((resolve) => (settle = resolve));
    this.leases.set(key, placeholder);
    try {
      const taken = await this.takeShared(key, this.leaseSize);
      const sharedBefore = taken.consumedPoints - this.leaseSize;
      // Only what is left under the limit is granted; the rest of the lease was counted but never spent.
      const granted = Math.max(0, Math.min(this.leaseSize, this.limit - sharedBefore));
      this.leases.set(key, {
        left: granted,
        spent: 0,
        sharedBefore,
        resetAt: Date.now() + Math.max(0, Math.min(taken.msBeforeNext, this.windowMs)),
        exhausted: granted === 0,
      });
    } catch (error) {
      this.leases.delete(key);
      throw error;
    } finally {
      placeholder.pending = undefined;
      settle();
    }
  }

  /** Drops ended leases once a window, so the map holds only clients seen in the current window. */
  private sweep(): void {
    const now = Date.now();
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, lease] of this.leases)
      if (lease.resetAt <= now && !lease.pending) this.leases.delete(key);
  }
}

interface Lease {
  /** Requests of this lease not spent yet. */
  left: number;
  /** Requests spent from it. */
  spent: number;
  /** The shared count before this lease was taken. */
  sharedBefore: number;
  /** When the shared window this lease belongs to ends (ms since the epoch). */
  resetAt: number;
  /** The shared count was at the limit when this lease was asked for: refuse until resetAt. */
  exhausted: boolean;
  /** Set while a new lease for this client is being taken. */
  pending?: Promise<void>;
}

/** A lease is 1 % of the budget, at least 1 (so budgets under 200 count every request in Redis). */
export function defaultLeaseSize(limit: number): number {
  return Math.max(1, Math.floor(limit / 100));
}
