import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ImageInfo, USER_PROFILE_CHANGED, type UserProfileChangedEvent } from '@petcora/contracts';
import { imagesOf } from '../users/user-images';

/** What the event carries: the contract's fields plus updatedAt, so a consumer can drop stale updates. */
export type UserProfileChangedMessage = UserProfileChangedEvent & { updatedAt: string };

/** The user fields an event is built from (all public: shown on post cards and public profiles). */
export interface PublicProfileSource {
  id: string;
  username: string;
  displayName: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  bio: string | null;
  coverImageUrl: string | null;
  location: string | null;
  website: string | null;
  /** When the member joined. */
  joinedDate: Date;
  /** Renditions of the avatar and banner (see imagesOf). */
  profileImageInfo?: ImageInfo | null;
  coverImageInfo?: ImageInfo | null;
  updatedAt: Date;
}

/**
 * Writes account events into the outbox table with the change they describe, inside the caller's transaction: the
 * change and its event commit together or not at all. The relay publishes them afterwards.
 */
@Injectable()
export class AccountEventsOutbox {
  private readonly listeners = new Set<() => void>();

  /** Records USER_PROFILE_CHANGED for `user` as it is after the change, in `manager`'s transaction. */
  async userProfileChanged(manager: EntityManager, user: PublicProfileSource): Promise<void> {
    const message: UserProfileChangedMessage = {
      id: user.id,
      username: user.username,
      displayName: user.displayName,
      profileImageUrl: user.profileImageUrl,
      isVerified: user.isVerified,
      bio: user.bio,
      coverImageUrl: user.coverImageUrl,
      location: user.location,
      website: user.website,
      joinedAt: user.joinedDate.toISOString(),
      ...imagesOf({
        profileImageUrl: user.profileImageUrl,
        profileImageInfo: user.profileImageInfo ?? null,
        coverImageUrl: user.coverImageUrl,
        coverImageInfo: user.coverImageInfo ?? null,
      }),
      updatedAt: user.updatedAt.toISOString(),
    };
    await manager.query(
      `INSERT INTO "account"."event_outbox" ("event_type", "job_id", "payload", "occurred_at")
       VALUES ($1, $2, $3::jsonb, $4)`,
      // One job id per change (user + updatedAt): the queue keeps a single job however often it is relayed.
      [
        USER_PROFILE_CHANGED,
        `${user.id}-${user.updatedAt.getTime()}`,
        JSON.stringify(message),
        user.updatedAt,
      ],
    );
  }

  /** Tells the relay there is something to publish; call after the transaction committed. */
  committed(): void {
    for (const listener of this.listeners) listener();
  }

  onCommitted(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** Fields whose change other services must hear about (post cards and public profiles show them). */
export function publicProfileChanged(before: PublicProfileSource, after: PublicProfileSource): boolean {
  return (
    before.username !== after.username ||
    before.displayName !== after.displayName ||
    before.profileImageUrl !== after.profileImageUrl ||
    before.isVerified !== after.isVerified ||
    before.bio !== after.bio ||
    before.coverImageUrl !== after.coverImageUrl ||
    before.location !== after.location ||
    before.website !== after.website
  );
}
