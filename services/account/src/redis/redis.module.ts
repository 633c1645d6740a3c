import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import IORedis, { type Redis } from 'ioredis';
import { degradedWhenDown, READINESS_CHECKS, type ReadinessChecks } from '@petcora/nest-common';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';

export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');
export const InjectRedis = () => Inject(REDIS_CONNECTION);
export const RATE_LIMIT_REDIS_CONNECTION = Symbol('RATE_LIMIT_REDIS_CONNECTION');
/** The connection of the sign-in counters: fails at once while Redis is away (see connectRateLimitRedis). */
export const InjectRateLimitRedis = () => Inject(RATE_LIMIT_REDIS_CONNECTION);

/** Longest a counter may wait for a Redis that is up but stalled before the in-memory counter takes over. */
const RATE_LIMIT_COMMAND_TIMEOUT_MS = 1000;

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

/**
 * The rate-limit counters' own connection. The shared one queues commands while Redis is away (right for the outbox
 * relay, which waits), and rate-limiter-flexible only checks readiness before some commands: a sign-in clearing its
 * counters waited for Redis to come back. Here no command is queued, retried or left waiting, so every counter
 * command fails fast and the limiter's in-memory insurance answers instead.
 */
function connectRateLimitRedis(env: AccountEnv): Redis {
  const redis = new IORedis(env.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: RATE_LIMIT_COMMAND_TIMEOUT_MS,
    connectionName: 'account-service-rate-limits',
  });
  redis.on('error', () => undefined); // reported once by the shared connection's listener
  return redis;
}

async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}

/** The process's Redis connections: the shared one (BullMQ producer, readiness probe) and the rate limits' own. */
@Global()
@Module({
  providers: [
    { provide: REDIS_CONNECTION, inject: [ACCOUNT_ENV], useFactory: connectRedis },
    { provide: RATE_LIMIT_REDIS_CONNECTION, inject: [ACCOUNT_ENV], useFactory: connectRateLimitRedis },
    {
      provide: READINESS_CHECKS,
      inject: [REDIS_CONNECTION],
      // Sign-in and profiles work without Redis (events wait in the outbox): degraded, still ready.
      useFactory: (redis: Redis): ReadinessChecks => ({ redis: degradedWhenDown(() => redis.ping()) }),
    },
  ],
  exports: [REDIS_CONNECTION, RATE_LIMIT_REDIS_CONNECTION, READINESS_CHECKS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectRateLimitRedis() private readonly rateLimitRedis: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([closeRedis(this.redis), closeRedis(this.rateLimitRedis)]);
  }
}
