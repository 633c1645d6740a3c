import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import IORedis, { type Redis } from 'ioredis';
import type { LiveEvent } from '@petcora/contracts';
import { SocialEnv } from '../config/social-env';
import { parseLiveEvent, UUID_PATTERN } from '@petcora/validation';

export const DEFAULT_LIVE_CHANNEL = 'petcora:social:live';

/**
 * The channel every copy of the service publishes to and listens on. Redis pub/sub ignores logical databases, so a
 * stack on database n > 0 (the browser tests use 9) gets its own channel and never hears a stack on database 0.
 */
export function liveChannel(env: Pick<SocialEnv, 'LIVE_CHANNEL' | 'REDIS_URL'>): string {
  if (env.LIVE_CHANNEL) return env.LIVE_CHANNEL;
  const db = Number(new URL(env.REDIS_URL).pathname.slice(1) || 0);
  return Number.isInteger(db) && db > 0 ? `${DEFAULT_LIVE_CHANNEL}:db${db}` : DEFAULT_LIVE_CHANNEL;
}

/**
 * A change of whose new posts a member's streams leave out (a block either way, a mute), sent between the copies on the
 * same channel; never relayed to a browser (parseLiveEvent refuses it).
 */
export interface RestrictionChange {
  type: 'restriction-changed';
  /** The member whose streams change. */
  viewerId: string;
  /** The member whose new posts those streams leave out (`hidden`) or show again. */
  authorId: string;
  hidden: boolean;
}

/** A channel message as a RestrictionChange, or null when it is not one. */
export function parseRestrictionChange(message: string): RestrictionChange | null {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  const v = (value ?? {}) as Record<string, unknown>;
  if (v.type !== 'restriction-changed' || typeof v.hidden !== 'boolean') return null;
  if (typeof v.viewerId !== 'string' || !UUID_PATTERN.test(v.viewerId)) return null;
  if (typeof v.authorId !== 'string' || !UUID_PATTERN.test(v.authorId)) return null;
  return { type: 'restriction-changed', viewerId: v.viewerId, authorId: v.authorId, hidden: v.hidden };
}

/**
 * Live events between the copies of the service: ONE publishing and ONE subscribed Redis connection per process,
 * whatever the number of open streams. Publishing never waits and never throws: a post or a like must succeed while
 * Redis is away (the event is then lost and logged; live updates are a hint, the feed is the truth).
 */
@Injectable()
export class LiveBus implements OnModuleDestroy {
  private readonly logger = new Logger('LiveBus');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<(event: LiveEvent) => void>();
  private readonly restrictionListeners = new Set<(change: RestrictionChange) => void>();
  private readonly ready: Promise<void>;
  readonly channel: string;

  constructor(env: SocialEnv) {
    this.channel = liveChannel(env);
    // A command waits for one reconnection at most, then fails (and is logged).
    const options = { maxRetriesPerRequest: 1 };
    this.publisher = new IORedis(env.REDIS_URL, { ...options, connectionName: 'social-live-publisher' });
    this.subscriber = new IORedis(env.REDIS_URL, { ...options, connectionName: 'social-live-subscriber' });
    let down = false;
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => {
        if (!down) this.logger.warn(`Redis unavailable for live updates: ${error.message}`);
        down = true;
      });
      connection.on('ready', () => (down = false));
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const event = parseLiveEvent(message);
      if (event) {
        for (const listener of this.listeners) listener(event);
        return;
      }
      const change = parseRestrictionChange(message);
      if (change) for (const listener of this.restrictionListeners) listener(change);
    });
    // ioredis subscribes again by itself after a reconnection.
    this.ready = this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (error: Error) => this.logger.warn(`Could not subscribe to live updates: ${error.message}`),
    );
  }

  /** Resolves once this copy hears the channel (tests wait for it). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  /** Fire and forget: call it after the change is committed. */
  publish(event: LiveEvent): void {
    this.publisher
      .publish(this.channel, JSON.stringify(event))
      .catch((error: Error) =>
        this.logger.warn(`Could not publish live event ${event.type}: ${error.message}`),
      );
  }

  /** Fire and forget, after the block or mute is committed: every copy's streams of the viewer follow it. */
  publishRestriction(change: Omit<RestrictionChange, 'type'>): void {
    this.publisher
      .publish(this.channel, JSON.stringify({ type: 'restriction-changed', ...change }))
      .catch((error: Error) => this.logger.warn(`Could not publish a restriction change: ${error.message}`));
  }

  /** Every restriction change of the channel, from every copy. Returns the unsubscribe function. */
  listenRestrictions(listener: (change: RestrictionChange) => void): () => void {
    this.restrictionListeners.add(listener);
    return () => this.restrictionListeners.delete(listener);
  }

  /** Every event of the channel, from every copy (this one included). Returns the unsubscribe function. */
  listen(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async onModuleDestroy(): Promise<void> {
    this.listeners.clear();
    this.restrictionListeners.clear();
    await Promise.all(
      [this.publisher, this.subscriber].map((connection) =>
        connection.status === 'ready'
          ? connection.quit().then(
              () => undefined,
              () => connection.disconnect(),
            )
          : connection.disconnect(),
      ),
    );
  }
}
