import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { clientKey } from '@petcora/nest-common';
import { FailureLimiter, takeAttempts } from '../rate-limits/failure-limiter';
import { InjectRateLimitRedis } from '../redis/redis.module';

export const TOO_MANY_UNLOCKS = 'Too many attempts. Please try again in a few minutes.';

/** Wrong admin passwords per signed-in user and per client address, with the sign-in window. */
@Injectable()
export class AdminUnlockLimiter {
  private readonly perUser: FailureLimiter;
  private readonly perAddress: FailureLimiter;

  constructor(@InjectRateLimitRedis() redis: Redis, @InjectAccountEnv() env: AccountEnv) {
    const windowSeconds = env.SIGNIN_WINDOW_SECONDS;
    this.perUser = new FailureLimiter(redis, {
      keyPrefix: `${env.RATE_LIMIT_PREFIX}:admin-unlock-user`,
      points: env.SIGNIN_MAX_FAILURES_PER_ACCOUNT,
      windowSeconds,
    });
    this.perAddress = new FailureLimiter(redis, {
      keyPrefix: `${env.RATE_LIMIT_PREFIX}:admin-unlock-address`,
      points: env.SIGNIN_MAX_FAILURES_PER_ACCOUNT * 2,
      windowSeconds,
    });
  }

  begin(userId: string, address: string): Promise<void> {
    return takeAttempts(
      [
        [this.perUser, userId],
        [this.perAddress, clientKey(address)],
      ],
      TOO_MANY_UNLOCKS,
    );
  }

  async succeeded(userId: string, address: string): Promise<void> {
    await Promise.all([this.perUser.clear(userId), this.perAddress.giveBack(clientKey(address))]);
  }
}
