import { HttpException, HttpStatus } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export interface FailureLimit {
  /** Redis key prefix of this counter. */
  keyPrefix: string;
  /** Attempts allowed within the window. */
  points: number;
  windowSeconds: number;
}

/**
 * Counts attempts per key in Redis (shared by every instance of the service). While Redis is down the counters fall
 * back to process memory instead of hanging the request or letting everything through.
 */
export class FailureLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: Redis, limit: FailureLimit) {
    const options = { keyPrefix: limit.keyPrefix, points: limit.points, duration: limit.windowSeconds };
    this.limiter = new RateLimiterRedis({
      ...options,
      storeClient: redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  /**
   * Uses one attempt; false when the key has none left. `windowSeconds` overrides the limit's window for a key
   * that starts counting now. Atomic in Redis, so parallel attempts each see their own count.
   */
  async take(key: string, windowSeconds?: number): Promise<boolean> {
    return (await this.takeCounted(key, windowSeconds)) !== null;
  }

  /** Like take, but answers how many attempts the key has used including this one, or null when none were left. */
  async takeCounted(key: string, windowSeconds?: number): Promise<number | null> {
    try {
      const res = await this.limiter.consume(key, 1, windowSeconds ? { customDuration: windowSeconds } : {});
      return res.consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) return null;
      throw error;
    }
  }

  /** Hands back one attempt (it did not fail after all). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Forgets every attempt of the key. */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export class TooManyAttemptsException extends HttpException {
  constructor(message: string) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Takes one attempt from each counter in turn; when one is out, hands back what was taken and refuses with 429,
 * so a blocked key never uses up the others.
 */
export async function takeAttempts(counters: [FailureLimiter, string][], message: string): Promise<void> {
  const taken: [FailureLimiter, string][] = [];
  for (const [limiter, key] of counters) {
    if (await limiter.take(key)) {
      taken.push([limiter, key]);
      continue;
    }
    await Promise.all(taken.map(([done, doneKey]) => done.giveBack(doneKey)));
    throw new TooManyAttemptsException(message);
  }
}
