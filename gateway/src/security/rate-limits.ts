import { isIPv4 } from 'node:net';
import {
  ipKeyGenerator,
  MemoryStore,
  type ClientRateLimitInfo,
  type Options,
  type Store,
} from 'express-rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import IORedis, { type Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { authRoutesOfKind } from '@petcora/contracts';
import { answerJson, type Step } from '../http/steps';
import { describeError, type Logger } from '../logging/logger';
import { LeasedCounter, type SharedTake } from './leased-counter';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * Every credential route of the shared table (sign-in, every sign-up flavour, the admin unlock): guessing targets
 * and an argon2 hash each, so they get a strict per-IP budget. Built from the table, never listed here.
 */
export const CREDENTIAL_PATHS = authRoutesOfKind('credential').map((route) => route.path);

const ONE_MINUTE_MS = 60_000;

/** Where every gateway copy counts, so N copies give one budget, not N. */
export interface SharedRateLimits {
  /** A connection made with `enableOfflineQueue: false`, so a count never waits for Redis to come back. */
  redis: Redis;
  /** Keys are `<keyPrefix><limiter>:<client ip>`. */
  keyPrefix?: string;
}

export const DEFAULT_RATE_LIMIT_KEY_PREFIX = 'petcora:gateway:rate-limit:';

/** Longest a count may wait on Redis before this copy counts in memory instead. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/** The gateway's connection for shared rate limits (main.ts); `close()` on shutdown. */
export function connectSharedRateLimits(
  redisUrl: string,
  logger: Logger,
  keyPrefix = DEFAULT_RATE_LIMIT_KEY_PREFIX,
): SharedRateLimits & { close(): Promise<void> } {
  // No offline queue and a command timeout: while Redis is away a count fails at once and the memory limiter counts.
  const redis = new IORedis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  redis.on('error', (error) =>
    logger.warn('rate limits: redis error, counting in memory meanwhile', { error: describeError(error) }),
  );
  return {
    redis,
    keyPrefix,
    close: async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/**
 * An express-rate-limit store on rate-limiter-flexible: counts in Redis, shared by every gateway copy, taken in leases
 * (leased-counter.ts) so most requests are counted in memory; while Redis does not answer, each copy counts in its own
 * memory (the insurance limiter), so requests are still limited (per copy) and never fail because Redis is down.
 */
class SharedCounter implements Store {
  readonly localKeys = false;
  private limiter!: RateLimiterRedis;
  private counter!: LeasedCounter;

  constructor(
    private readonly shared: SharedRateLimits,
    private readonly name: string,
  ) {}

  init(options: Options): void {
    const points = options.limit as number;
    const duration = Math.ceil(options.windowMs / 1000);
    this.limiter = new RateLimiterRedis({
      storeClient: this.shared.redis,
      keyPrefix: `${this.shared.keyPrefix ?? DEFAULT_RATE_LIMIT_KEY_PREFIX}${this.name}`,
      points,
      duration,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points, duration }),
    });
    this.counter = new LeasedCounter((key, lease) => this.take(key, lease), points, options.windowMs);
  }

  private async take(key: string, lease: number): Promise<SharedTake> {
    try {
      return await this.limiter.consume(key, lease);
    } catch (rejected) {
      // Over the budget: rate-limiter-flexible rejects with the counts, which the lease turns into a 429.
      if (!(rejected instanceof RateLimiterRes)) throw rejected;
      return rejected;
    }
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.counter.increment(key);
  }

  /** A count this copy can give without waiting (see LeasedCounter.incrementNow), else undefined. */
  incrementNow(key: string): ClientRateLimitInfo | undefined {
    return this.counter.incrementNow(key);
  }

  async decrement(key: string): Promise<void> {
    if (!this.counter.decrement(key)) await this.limiter.reward(key, 1).catch(() => undefined);
  }

  async resetKey(key: string): Promise<void> {
    this.counter.forget(key);
    await this.limiter.delete(key).catch(() => undefined);
  }
}

const IPV4_MAPPED_PREFIX = '::ffff:';

/**
 * The key express-rate-limit's own generator gives (IPv4 as is, IPv4-mapped IPv6 as the IPv4 address, other IPv6 by
 * /56 subnet), without parsing the common case: a server listening on `::` sees every IPv4 client as
 * `::ffff:a.b.c.d`, and parsing that with ip-address was ~2 % of the gateway's CPU per request.
 */
export function clientKey(ip: string | undefined): string {
  if (ip?.startsWith(IPV4_MAPPED_PREFIX)) {
    const v4 = ip.slice(IPV4_MAPPED_PREFIX.length);
    if (isIPv4(v4)) return v4;
  }
  return ipKeyGenerator(ip as string);
}

/**
 * A per-client limit on express-rate-limit's counting (its in-memory store for a single copy, or the shared counter):
 * the same key, the same `RateLimit-Policy`/`RateLimit` headers, `Retry-After` and 429 answer as express-rate-limit 8
 * gives with standardHeaders 'draft-7', no legacy headers and no skip options. A count the leased counter holds in
 * memory is taken synchronously (no promise per request).
 */
function perIpLimit(name: string, limit: number, shared?: SharedRateLimits): Step {
  const store = rateLimitStore(name, shared);
  store.init?.({ windowMs: ONE_MINUTE_MS, limit } as Options);
  return limitOn(store, limit);
}

/** Where a limit counts: express-rate-limit's in-memory store, or the shared counter (call `init` before use). */
export type RateLimitStore = Store & { incrementNow?(key: string): ClientRateLimitInfo | undefined };

export function rateLimitStore(name: string, shared?: SharedRateLimits): RateLimitStore {
  return shared ? new SharedCounter(shared, name) : new MemoryStore();
}

/** The limit of `limit` requests per client and minute, counted in `store` (initialised). */
export function limitOn(store: RateLimitStore, limit: number): Step {
  const counted = (request: FastifyRequest, reply: FastifyReply, key: string, hits: ClientRateLimitInfo) => {
    const { totalHits, resetTime } = hits;
    const info = { limit, used: totalHits, remaining: Math.max(limit - totalHits, 0), resetTime, key };
    Object.defineProperty(info, 'current', { configurable: false, enumerable: false, value: totalHits });
    (request as FastifyRequest & { rateLimit?: unknown }).rateLimit = info;
    const res = reply.raw;
    if (!res.headersSent) {
      res.setHeader('RateLimit-Policy', `${limit};w=${WINDOW_SECONDS}`);
      res.setHeader(
        'RateLimit',
        `limit=${limit}, remaining=${info.remaining}, reset=${resetSeconds(resetTime)}`,
      );
    }
    if (totalHits > limit) {
      if (!res.headersSent) res.setHeader('Retry-After', resetSeconds(resetTime).toString());
      answerJson(request, reply, 429, { message: RATE_LIMIT_MESSAGE });
    }
  };
  return (request, reply) => {
    const key = clientKey(request.ip);
    const now = store.incrementNow?.(key);
    if (now) return counted(request, reply, key, now);
    // A lease to take (or the in-memory store of a single copy); a store error goes to the error handler.
    return Promise.resolve(store.increment(key)).then((hits) => counted(request, reply, key, hits));
  };
}

const WINDOW_SECONDS = Math.ceil(ONE_MINUTE_MS / 1000);

/** express-rate-limit's `reset` seconds: until the client's window ends (never below 0), else the whole window. */
function resetSeconds(resetTime: Date | undefined): number {
  return resetTime ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : WINDOW_SECONDS;
}

/** A generous budget for all of /api (a page fires several calls), per client IP. */
export function apiRateLimit(perMinute: number, shared?: SharedRateLimits): Step {
  return perIpLimit('api', perMinute, shared);
}

/** For CREDENTIAL_PATHS (and below them). */
export function credentialRateLimit(perMinute: number, shared?: SharedRateLimits): Step {
  return perIpLimit('credential', perMinute, shared);
}
