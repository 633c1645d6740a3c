import { Logger } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { ACCOUNT_EVENTS_QUEUE, USER_PROFILE_CHANGED, type UserProfileChangedEvent } from '@petcora/contracts';
import { AuthorsService } from './authors.service';

/** Consumes account events into the author projection. Unknown event names are acknowledged and ignored. */
@Processor(ACCOUNT_EVENTS_QUEUE)
export class AccountEventsProcessor extends WorkerHost {
  private readonly logger = new Logger(AccountEventsProcessor.name);

  constructor(private readonly authors: AuthorsService) {
    super();
  }

  async process(job: Job): Promise<{ applied: boolean } | { ignored: string }> {
    if (job.name !== USER_PROFILE_CHANGED) return { ignored: job.name };
    const event = parseProfileChanged(job.data);
    // The job's creation time is when the account changed: it orders events that arrive late or twice.
    const applied = await this.authors.applyProfile(event, new Date(job.timestamp));
    return { applied };
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`Account event ${job?.name ?? '?'} ${job?.id ?? ''} failed: ${error.message}`);
  }

  /** Without a listener a Redis outage would surface as an unhandled 'error' event. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.error(`Account events worker: ${error.message}`);
  }
}

/** Rejects malformed payloads (the job then fails visibly instead of corrupting the projection). */
export function parseProfileChanged(data: unknown): UserProfileChangedEvent {
  const d = (data ?? {}) as Record<string, unknown>;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const optionalText = (v: unknown) => v === null || v === undefined || typeof v === 'string';
  if (typeof d.id !== 'string' || !uuid.test(d.id))
    throw new Error('user.profile-changed: id must be a uuid');
  if (typeof d.username !== 'string' || d.username.trim() === '')
    throw new Error('user.profile-changed: username required');
  if (!optionalText(d.displayName) || !optionalText(d.profileImageUrl)) {
    throw new Error('user.profile-changed: displayName and profileImageUrl must be text or null');
  }
  return {
    id: d.id,
    username: d.username,
    displayName: (d.displayName as string | null | undefined) ?? null,
    profileImageUrl: (d.profileImageUrl as string | null | undefined) ?? null,
    isVerified: d.isVerified === true,
  };
}
