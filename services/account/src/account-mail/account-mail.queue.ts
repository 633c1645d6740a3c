import { Injectable, type OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { type AccountMailJobData, MAIL_QUEUE } from '@petcora/contracts';
import { MailQueue } from '@petcora/mail';
import { InjectAccountEnv, type AccountEnv } from '../config/account-env';
import { InjectRedis } from '../redis/redis.module';

const ENQUEUE_TIMEOUT_MS = 3000;
const REDIS_DOWN = new Set(['reconnecting', 'close', 'end']);
export const MAIL_UNAVAILABLE = 'E-mail is unavailable right now. Please try again in a few minutes.';

/** Producer of the account's mail jobs on the shared `mail` queue (one job per event, its id the job id). */
@Injectable()
export class AccountMailQueue implements OnModuleDestroy {
  readonly mail: MailQueue<AccountMailJobData>;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectAccountEnv() env: AccountEnv,
  ) {
    this.mail = new MailQueue<AccountMailJobData>(MAIL_QUEUE, { connection: redis, prefix: env.BULL_PREFIX });
    // Connection errors are reported once by RedisModule.
    this.mail.queue.on('error', () => undefined);
  }

  /**
   * `eventId`: what makes this event unique (a request id, a token hash); sending is the worker's job. The shared
   * connection waits for a Redis that is away, so the request gives up after ENQUEUE_TIMEOUT_MS with a 503.
   */
  async enqueue(eventId: string, data: AccountMailJobData): Promise<void> {
    // Known to be away: answer at once instead of waiting out the timeout.
    if (REDIS_DOWN.has(this.redis.status)) throw new ServiceUnavailableException(MAIL_UNAVAILABLE);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.mail.enqueue(`${data.kind}:${eventId}`, data),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new ServiceUnavailableException(MAIL_UNAVAILABLE)),
            ENQUEUE_TIMEOUT_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.mail.close();
  }
}
