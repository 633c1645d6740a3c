import { HttpException, HttpStatus, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import IORedis, { type Redis } from 'ioredis';
import { StoreEnv } from '../config/store-env';

export const TOO_MANY_NEW_CARTS = 'Too many new carts from your network. Please try again later.';

/** Longest a count may wait on Redis before this copy counts in memory instead. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Clients counted in memory while Redis is away; the map starts over past this, rather than growing. */
const MAX_MEMORY_KEYS = 10_000;

/** INCR with the window's expiry set by the first count: one round trip, atomic across copies. */
const COUNT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * New visitor carts per client key and window (CART_CREATIONS_PER_CLIENT per CART_CREATION_WINDOW_SECONDS), counted
 * in Redis so every copy of the store shares one budget, as the gateway's and the account service's limits do. While
 * Redis does not answer, each copy counts in its own memory: still limited (per copy), never failing the request.
 */
@Injectable()
export class CartCreationBudget implements OnApplicationShutdown {
  private readonly logger = new Logger('CartCreationBudget');
  private readonly redis: Redis;
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly keyPrefix: string;
  private readonly memory = new Map<string, { count: number; resetAt: number }>();
  private lastWarnedAt = 0;

  constructor(env: StoreEnv) {
    this.limit = env.CART_CREATIONS_PER_CLIENT;
    this.windowMs = env.CART_CREATION_WINDOW_SECONDS * 1000;
    this.keyPrefix = `${env.RATE_LIMIT_PREFIX}:cart-creations:`;
    // No offline queue and a command timeout: while Redis is away a count fails at once and memory counts.
    this.redis = new IORedis(env.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    this.redis.on('error', (error: Error) => this.warn(error));
  }

  /** Takes one new cart from the client's budget, or throws 429 `{ message }` when it is used up. */
  async take(client: string): Promise<void> {
    if ((await this.count(client)) > this.limit)
      throw new HttpException({ message: TOO_MANY_NEW_CARTS }, HttpStatus.TOO_MANY_REQUESTS);
  }

  private async count(client: string): Promise<number> {
    try {
      const counted = await this.redis.eval(COUNT_SCRIPT, 1, this.keyPrefix + client, this.windowMs);
      return Number(counted);
    } catch (error) {
      this.warn(error as Error);
      return this.countInMemory(client);
    }
  }

  private countInMemory(client: string): number {
    const now = Date.now();
    let entry = this.memory.get(client);
    if (!entry || entry.resetAt <= now) {
      if (this.memory.size >= MAX_MEMORY_KEYS) this.memory.clear();
      entry = { count: 0, resetAt: now + this.windowMs };
      this.memory.set(client, entry);
    }
    entry.count += 1;
    return entry.count;
  }

  /** ioredis reports every reconnect attempt during an outage: logged now and then. */
  private warn(error: Error): void {
    const now = Date.now();
    if (now - this.lastWarnedAt < 30_000) return;
    this.lastWarnedAt = now;
    this.logger.warn(`Redis unavailable for the cart creation budget, counting in memory: ${error.message}`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
