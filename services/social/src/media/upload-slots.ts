import { Injectable, Logger, type OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import IORedis, { type Redis } from 'ioredis';
import { SocialEnv } from '../config/social-env';
import { tooManyUploads, UPLOAD_LIMIT_MESSAGES } from './upload-limits';

/**
 * Takes a slot if the member holds fewer than ARGV[2]: a sorted set of slot ids scored by when each lapses (Redis's
 * clock, the same for every copy). Lapsed slots (a copy that died mid-upload) are dropped first.
 */
const TAKE_SLOT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/** Margin past the total body limit before a slot that was never given back lapses on its own. */
const SLOT_MARGIN_MS = 60_000;

/** A taken slot; `release` gives it back (more than once is fine). */
export interface UploadSlot {
  release(): Promise<void>;
}

/**
 * Uploads in flight per member (UPLOADS_IN_FLIGHT_PER_MEMBER) in Redis, shared by every copy of the service. Each slot
 * also lapses on its own shortly after the longest an upload body may take, so a crashed copy cannot lock a member out.
 */
@Injectable()
export class UploadSlots implements OnModuleDestroy {
  private readonly logger = new Logger(UploadSlots.name);
  private readonly redis: Redis;
  private readonly keyPrefix: string;
  readonly perMember: number;
  private readonly slotLifetimeMs: number;

  constructor(env: SocialEnv) {
    // A command waits for one reconnection at most, then fails: the upload is then refused with 503.
    this.redis = new IORedis(env.REDIS_URL, {
      maxRetriesPerRequest: 1,
      connectionName: 'social-upload-slots',
    });
    this.redis.on('error', (error: Error) =>
      this.logger.warn(`Redis unavailable for upload slots: ${error.message}`),
    );
    this.keyPrefix = `${env.BULL_PREFIX}:social:uploads-in-flight:`;
    this.perMember = env.UPLOADS_IN_FLIGHT_PER_MEMBER;
    this.slotLifetimeMs = env.UPLOAD_TOTAL_TIMEOUT_MS + SLOT_MARGIN_MS;
  }

  /** A slot for one upload of `userId`, or 429 when they already have the most in flight. */
  async take(userId: string): Promise<UploadSlot> {
    const key = this.keyPrefix + userId;
    const slotId = randomUUID();
    let taken: unknown;
    try {
      taken = await this.redis.eval(TAKE_SLOT, 1, key, this.slotLifetimeMs, this.perMember, slotId);
    } catch (error) {
      this.logger.warn(`Could not count uploads in flight: ${(error as Error).message}`);
      throw new ServiceUnavailableException(UPLOAD_LIMIT_MESSAGES.unavailable);
    }
    if (taken !== 1) throw tooManyUploads(UPLOAD_LIMIT_MESSAGES.inFlight(this.perMember));
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await this.redis.zrem(key, slotId).catch((error: Error) => {
          // It lapses on its own; until then it counts against the member.
          this.logger.warn(`Could not release an upload slot: ${error.message}`);
        });
      },
    };
  }

  /** Slots `userId` holds now (for tests and diagnostics). */
  async inFlight(userId: string): Promise<number> {
    return this.redis.zcard(this.keyPrefix + userId);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}
