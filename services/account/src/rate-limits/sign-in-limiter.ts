import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { InjectRedis } from '../redis/redis.module';
import { FailureLimiter, takeAttempts } from './failure-limiter';

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please try again in a few minutes.';

/**
 * Failed sign-ins per account (guessing one account's password) and per client address (trying many accounts).
 * Every attempt takes one from both; a success hands the address's back and clears the account's.
 */
@Injectable()
export class SignInLimiter {
  private readonly perAccount: FailureLimiter;
  private readonly perAddress: FailureLimiter;

  constructor(@InjectRedis() redis: Redis, @InjectAccountEnv() env: AccountEnv) {
    const windowSeconds = env.SIGNIN_WINDOW_SECONDS;
    this.perAccount = new FailureLimiter(redis, {
      keyPrefix: `${env.RATE_LIMIT_PREFIX}:signin-account`,
      points: env.SIGNIN_MAX_FAILURES_PER_ACCOUNT,
      windowSeconds,
    });
    this.perAddress = new FailureLimiter(redis, {
      keyPrefix: `${env.RATE_LIMIT_PREFIX}:signin-address`,
      points: env.SIGNIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds,
    });
  }

  /** Call before checking the password; 429 when either counter is exhausted. */
  begin(accountKey: string, address: string): Promise<void> {
    return takeAttempts(
      [
        [this.perAccount, accountKey],
        [this.perAddress, address],
      ],
      TOO_MANY_SIGN_INS,
    );
  }

  async succeeded(accountKey: string, address: string): Promise<void> {
    await Promise.all([this.perAccount.clear(accountKey), this.perAddress.giveBack(address)]);
  }
}
