import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import IORedis, { type Redis } from 'ioredis';
import { READINESS_CHECKS, type ReadinessChecks } from '@petcora/nest-common';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';

export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');
export const InjectRedis = () => Inject(REDIS_CONNECTION);

function connectRedis(env: AccountEnv): Redis {
  const logger = new Logger('Redis');
  // Reconnects forever; commands issued while Redis is away wait (bounded by the caller's own timeout).
  const redis = new IORedis(env.REDIS_URL, { maxRetriesPerRequest: null, connectionName: 'account-service' });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) logger.warn(`Redis unavailable: ${error.message}`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.log('Redis connection restored');
    down = false;
  });
  return redis;
}

/** One Redis connection for the process (BullMQ producer + readiness probe). */
@Global()
@Module({
  providers: [
    { provide: REDIS_CONNECTION, inject: [ACCOUNT_ENV], useFactory: connectRedis },
    {
      provide: READINESS_CHECKS,
      inject: [REDIS_CONNECTION],
      useFactory: (redis: Redis): ReadinessChecks => ({ redis: () => redis.ping() }),
    },
  ],
  exports: [REDIS_CONNECTION, READINESS_CHECKS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'ready') {
      await this.redis.quit().catch(() => this.redis.disconnect());
    } else {
      this.redis.disconnect();
    }
  }
}
