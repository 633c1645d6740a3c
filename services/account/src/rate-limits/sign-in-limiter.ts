import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { InjectRateLimitRedis } from '../redis/redis.module';
import { clientKey } from '@petcora/nest-common';
import { FailureLimiter, takeAttempts, TooManyAttemptsException } from './failure-limiter';

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please try again in a few minutes.';

/** Counts far beyond any real budget: the failures counter only counts, the pause decides. */
const UNBOUNDED = 1_000_000;

/**
 * Sign-in failures are counted per account AND client (an IPv6 client by its /64), never per account alone: an
 * attacker failing on someone's account only slows themselves down, and the owner's correct password keeps working
 * from any client that has not been failing. After the free attempts each further attempt from
 * that client waits twice as long as the one before (1 s, 2 s, 4 s, … up to the window) instead of locking the
 * account. A separate per-client budget over all accounts stops one client spraying passwords across many.
 */
@Injectable()
export class SignInLimiter {
  private readonly failures: FailureLimiter;
  private readonly pause: FailureLimiter;
  private readonly perClient: FailureLimiter;
  private readonly freeAttempts: number;
  private readonly maxPauseSeconds: number;

  constructor(@InjectRateLimitRedis() redis: Redis, @InjectAccountEnv() env: AccountEnv) {
    const windowSeconds = env.SIGNIN_WINDOW_SECONDS;
    const prefix = env.RATE_LIMIT_PREFIX;
    this.freeAttempts = env.SIGNIN_MAX_FAILURES_PER_ACCOUNT;
    this.maxPauseSeconds = windowSeconds;
    this.failures = new FailureLimiter(redis, {
      keyPrefix: `${prefix}:signin-failures`,
      points: UNBOUNDED,
      windowSeconds,
    });
    // One attempt per pause: the first caller after a pause takes it atomically, parallel ones are refused.
    this.pause = new FailureLimiter(redis, {
      keyPrefix: `${prefix}:signin-pause`,
      points: 1,
      windowSeconds: 1,
    });
    this.perClient = new FailureLimiter(redis, {
      keyPrefix: `${prefix}:signin-client`,
      points: env.SIGNIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds,
    });
  }

  /** Call before checking the password; counts the attempt as failed until `succeeded` says otherwise. */
  async begin(accountKey: string, address: string): Promise<void> {
    const client = clientKey(address);
    await takeAttempts([[this.perClient, client]], TOO_MANY_SIGN_INS);
    const pairKey = this.pairKey(accountKey, client);
    const failed = (await this.failures.takeCounted(pairKey)) ?? UNBOUNDED;
    if (failed <= this.freeAttempts) return;
    const pauseSeconds = Math.min(2 ** (failed - this.freeAttempts - 1), this.maxPauseSeconds);
    if (await this.pause.take(pairKey, pauseSeconds)) return;
    // Refused attempts are not failures: hand both back so waiting, not hammering, is what gets a client through.
    await Promise.all([this.failures.giveBack(pairKey), this.perClient.giveBack(client)]);
    throw new TooManyAttemptsException(TOO_MANY_SIGN_INS);
  }

  async succeeded(accountKey: string, address: string): Promise<void> {
    const client = clientKey(address);
    const pairKey = this.pairKey(accountKey, client);
    await Promise.all([
      this.failures.clear(pairKey),
      this.pause.clear(pairKey),
      this.perClient.giveBack(client),
    ]);
  }

  private pairKey(accountKey: string, client: string): string {
    return `${accountKey}|${client}`;
  }
}
