import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { clientKey } from '@petcora/nest-common';
import { ACCOUNT_RECOVERY_MESSAGES } from '@petcora/validation';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { FailureLimiter, takeAttempts } from '../rate-limits/failure-limiter';
import { InjectRateLimitRedis } from '../redis/redis.module';

/**
 * Mails asked for (reset links, confirmation resends) per address or account and per client (an IPv6 client by its
 * /64) within MAIL_WINDOW_SECONDS: nobody can flood someone's inbox, or the SMTP server, through these routes. An
 * unknown address is counted like a known one, so the limit says nothing about which exist.
 */
@Injectable()
export class MailRequestLimiter {
  private readonly perAddress: FailureLimiter;
  private readonly perClient: FailureLimiter;

  constructor(@InjectRateLimitRedis() redis: Redis, @InjectAccountEnv() env: AccountEnv) {
    const prefix = env.RATE_LIMIT_PREFIX;
    this.perAddress = new FailureLimiter(redis, {
      keyPrefix: `${prefix}:mail-address`,
      points: env.MAIL_REQUESTS_PER_ADDRESS,
      windowSeconds: env.MAIL_WINDOW_SECONDS,
    });
    this.perClient = new FailureLimiter(redis, {
      keyPrefix: `${prefix}:mail-client`,
      points: env.MAIL_REQUESTS_PER_CLIENT,
      windowSeconds: env.MAIL_WINDOW_SECONDS,
    });
  }

  /** `target`: the normalised address, or `user:<id>` for a signed-in member's resend. 429 when either is out. */
  async take(target: string, clientAddress: string): Promise<void> {
    await takeAttempts(
      [
        [this.perClient, clientKey(clientAddress)],
        [this.perAddress, target],
      ],
      ACCOUNT_RECOVERY_MESSAGES.tooManyMailRequests,
    );
  }
}
