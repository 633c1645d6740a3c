import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { Queue } from 'bullmq';
import {
  MEMBER_SUSPENSION_CHANGED,
  MODERATION_EVENTS_QUEUE,
  type MemberSuspensionChangedEvent,
} from '@petcora/contracts';

export const SUSPENSION_UNAVAILABLE = 'Suspensions are unavailable right now. Please try again shortly.';
const PUBLISH_TIMEOUT_MS = 3000;

/**
 * Hands a suspension decision to the account service, which owns sign-in and sessions. Called inside the moderator's
 * transaction: when Redis does not take the job within a few seconds the action fails (503) and nothing is recorded,
 * so social and account never disagree about who is suspended. The job id is the action's: a retry is one job.
 */
@Injectable()
export class SuspensionPublisher {
  constructor(@InjectQueue(MODERATION_EVENTS_QUEUE) private readonly queue: Queue) {}

  async publish(event: MemberSuspensionChangedEvent): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.queue.add(MEMBER_SUSPENSION_CHANGED, event, {
          jobId: `suspension-${event.actionId}`,
          attempts: 10,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: { age: 24 * 3600 },
          removeOnFail: { age: 7 * 24 * 3600 },
        }),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), PUBLISH_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw new ServiceUnavailableException(SUSPENSION_UNAVAILABLE);
    } finally {
      clearTimeout(timer);
    }
  }
}
