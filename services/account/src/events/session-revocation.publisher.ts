import { Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { SESSION_REVOCATION_CHANNEL, userRevocationMessage } from '@petcora/contracts';
import { type TraceContext, withTraceSync } from '@petcora/tracing';
import { InjectRedis } from '../redis/redis.module';

const PUBLISH_TIMEOUT_MS = 2000;

/**
 * Tells every gateway copy to drop its cached identity of one user (docs/adr/0015). The gateway caches a resolved
 * session for a few seconds, with the username and role inside the identity token it signs; when either changes here,
 * the next request of that user must be resolved again, on every copy. A failed publish is logged, never thrown: the
 * change itself stands, and the cache's short lifetime bounds how long an old identity may still be used.
 */
@Injectable()
export class SessionRevocationPublisher {
  private readonly logger = new Logger(SessionRevocationPublisher.name);

  constructor(@InjectRedis() private readonly redis: Redis) {}

  /** `trace`: the request's that changed the user, for the warning's log line (ADR 0054). */
  async revokeUser(userId: string, trace?: TraceContext): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.redis.publish(SESSION_REVOCATION_CHANNEL, userRevocationMessage(userId)),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), PUBLISH_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      withTraceSync(trace, () =>
        this.logger.warn(`Could not publish the revocation of user ${userId}: ${(error as Error).message}`),
      );
    } finally {
      clearTimeout(timer);
    }
  }
}
