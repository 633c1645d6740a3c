import { Logger } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { ACCOUNT_EVENTS_QUEUE, USER_PROFILE_CHANGED, type UserProfileChangedEvent } from '@petcora/contracts';
import { isImageInfo } from '@petcora/uploads';
import { AuthorsService } from './authors.service';
import { UUID_PATTERN } from '@petcora/validation';

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
  const optionalText = (v: unknown) => v === null || v === undefined || typeof v === 'string';
  if (typeof d.id !== 'string' || !UUID_PATTERN.test(d.id))
    throw new Error('user.profile-changed: id must be a uuid');
  if (typeof d.username !== 'string' || d.username.trim() === '')
    throw new Error('user.profile-changed: username required');
  if (!optionalText(d.displayName) || !optionalText(d.profileImageUrl)) {
    throw new Error('user.profile-changed: displayName and profileImageUrl must be text or null');
  }
  const profileFields = ['bio', 'coverImageUrl', 'location', 'website'] as const;
  for (const field of profileFields)
    if (!optionalText(d[field])) throw new Error(`user.profile-changed: ${field} must be text or null`);
  if (d.joinedAt !== undefined && !isIsoInstant(d.joinedAt))
    throw new Error('user.profile-changed: joinedAt must be an ISO date');
  const event: UserProfileChangedEvent = {
    id: d.id,
    username: d.username,
    displayName: (d.displayName as string | null | undefined) ?? null,
    profileImageUrl: (d.profileImageUrl as string | null | undefined) ?? null,
    isVerified: d.isVerified === true,
  };
  // Absent stays absent: the projection keeps what it has for a field an older event does not carry.
  for (const field of profileFields) if (d[field] !== undefined) event[field] = d[field] as string | null;
  if (d.joinedAt !== undefined) event.joinedAt = d.joinedAt as string;
  for (const field of ['profileImage', 'coverImage'] as const) {
    const value = d[field];
    if (value === undefined) continue;
    if (value !== null && !isImageInfo(value))
      throw new Error(`user.profile-changed: ${field} must be an ImageInfo or null`);
    event[field] = value;
  }
  return event;
}

/** An ISO instant with a real calendar date and time (Postgres would refuse 30 February and fail the job later). */
function isIsoInstant(value: unknown): boolean {
  const match =
    typeof value === 'string'
      ? /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.\d{1,6})?(?:Z|[+-]\d\d:\d\d)$/.exec(value)
      : null;
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}
