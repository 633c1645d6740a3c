import { createHash } from 'node:crypto';
import IORedis, { type Redis } from 'ioredis';
import { describeError, type Logger } from '../logging/logger';

/** Redis channel on which every gateway copy hears the sign-outs of the others. */
export const SIGN_OUT_CHANNEL = 'petcora:gateway:sign-outs';

/** What travels and what caches are keyed by: a hash, never the session id itself. */
export function sessionKey(sessionCookie: string): string {
  return createHash('sha256').update(sessionCookie).digest('hex');
}

/**
 * Each gateway copy caches resolved sessions for a few seconds; a sign-out on one copy is published through Redis so
 * every copy drops that session at once (issue 7, hole 11). If Redis is unreachable the gateway keeps working and the
 * short cache lifetime bounds how long another copy may still accept the session.
 */
export class SignOutBroadcast {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<void>;

  constructor(
    redisUrl: string,
    onSignOut: (key: string) => void,
    private readonly logger: Logger,
  ) {
    // A command waits for a (re)connection once, then fails: a sign-out never waits on Redis for long.
    const options = { maxRetriesPerRequest: 1 };
    this.publisher = new IORedis(redisUrl, options);
    this.subscriber = new IORedis(redisUrl, options);
    for (const connection of [this.publisher, this.subscriber])
      connection.on('error', (error) =>
        logger.warn('sign-out broadcast: redis error', { error: describeError(error) }),
      );
    this.subscriber.on('message', (channel, key) => {
      if (channel === SIGN_OUT_CHANNEL && /^[a-f0-9]{64}$/.test(key)) onSignOut(key);
    });
    this.ready = this.subscriber.subscribe(SIGN_OUT_CHANNEL).then(
      () => undefined,
      (error: unknown) =>
        logger.warn('sign-out broadcast: subscribe failed', { error: describeError(error) }),
    );
  }

  /** Resolves once this copy listens (tests wait for it). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  publish(sessionCookie: string): void {
    this.publisher
      .publish(SIGN_OUT_CHANNEL, sessionKey(sessionCookie))
      .catch((error: unknown) =>
        this.logger.warn('sign-out broadcast: publish failed', { error: describeError(error) }),
      );
  }

  async close(): Promise<void> {
    await Promise.all([
      this.publisher.quit().catch(() => undefined),
      this.subscriber.quit().catch(() => undefined),
    ]);
  }
}
