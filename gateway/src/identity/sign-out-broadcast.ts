import { createHash } from 'node:crypto';
import IORedis, { type Redis } from 'ioredis';
import { parseRevocationMessage, SESSION_REVOCATION_CHANNEL } from '@petcora/contracts';
import type { TraceContext } from '@petcora/tracing';
import { describeError, type Logger } from '../logging/logger';

/** Redis channel on which every gateway copy hears the sign-outs of the others (and per-user revocations). */
export const SIGN_OUT_CHANNEL = SESSION_REVOCATION_CHANNEL;

/** What a copy can drop from its session cache. */
export interface SessionEvictions {
  /** One session, known by the hash of its cookie. */
  evictKey(key: string): void;
  /** Every cached session of one user (account locked, deleted or its role changed). */
  evictUser(userId: string): void;
}

/** What travels and what caches are keyed by: a hash, never the session id itself. */
export function sessionKey(sessionCookie: string): string {
  return createHash('sha256').update(sessionCookie).digest('hex');
}

/**
 * Each gateway copy caches resolved sessions for a few seconds; a sign-out on one copy is published through Redis so
 * every copy drops that session at once. If Redis is unreachable the gateway keeps working and the
 * short cache lifetime bounds how long another copy may still accept the session.
 */
export class SignOutBroadcast {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ready: Promise<void>;

  constructor(
    redisUrl: string,
    sessions: SessionEvictions,
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
    this.subscriber.on('message', (channel, message: string) => {
      if (channel !== SIGN_OUT_CHANNEL) return;
      const revocation = parseRevocationMessage(message);
      if (revocation?.kind === 'session') sessions.evictKey(revocation.sessionHash);
      else if (revocation?.kind === 'user') sessions.evictUser(revocation.userId);
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

  /** `trace`: the sign-out request's, for the warning if the publish fails. */
  publish(sessionCookie: string, trace?: TraceContext): void {
    this.publisher
      .publish(SIGN_OUT_CHANNEL, sessionKey(sessionCookie))
      .catch((error: unknown) =>
        this.logger.warn('sign-out broadcast: publish failed', { error: describeError(error) }, trace),
      );
  }

  async close(): Promise<void> {
    // QUIT needs a live connection; a copy still trying to reach Redis just stops trying.
    await Promise.all(
      [this.publisher, this.subscriber].map((connection) =>
        connection.status === 'ready'
          ? connection.quit().catch(() => connection.disconnect())
          : connection.disconnect(),
      ),
    );
  }
}
