import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { UserProfileChangedEvent } from '@petcora/contracts';
import { SearchMatchCache } from '../search/search-match-cache';

/** Time given to rows written without an account event, so that any real event later replaces them. */
export const BEFORE_ANY_EVENT = new Date(0);

/**
 * Keeps the author projection in step with the account service. Writes are idempotent and ordered by the time the
 * change happened: replaying or reordering events never moves a row backwards.
 */
@Injectable()
export class AuthorsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly searchMatches: SearchMatchCache,
  ) {}

  /** Applies a profile as it was at `observedAt`. Returns false when the row already reflects something newer. */
  async applyProfile(profile: UserProfileChangedEvent, observedAt: Date): Promise<boolean> {
    const applied = await this.dataSource.transaction((manager) =>
      this.applyProfileWith(manager, profile, observedAt),
    );
    // Committed: a new or renamed member is found by the next search.
    if (applied) this.searchMatches.invalidate();
    return applied;
  }

  /** Same as applyProfile, inside the caller's transaction. */
  async applyProfileWith(
    manager: EntityManager,
    profile: UserProfileChangedEvent,
    observedAt: Date,
  ): Promise<boolean> {
    // One writer per username at a time, until its transaction ends. INSERT … ON CONFLICT (id) settles a race on the
    // id, but two writers that pass its check together collide on the username index, which is not the conflict
    // target: the later one failed with a unique violation (the demo seed and the account events' backlog at boot).
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('social.authors:' || lower($1)))`, [
      profile.username,
    ]);
    const username = await this.claimUsername(manager, profile, observedAt);
    // The public profile fields are optional in the event (older events lack them): an absent field keeps the
    // row's value, a null one clears it. joined_at never changes once known.
    const optional = (value: string | null | undefined) => [value !== undefined, value ?? null];
    const rows: unknown[] = await manager.query(
      `INSERT INTO social.authors AS a (id, username, display_name, profile_image_url, is_verified, updated_at,
                                        bio, cover_image_url, location, website, joined_at,
                                        profile_image_info, cover_image_info)
       VALUES ($1, $2, $3, $4, $5, $6, $8, $10, $12, $14, $15, $17, $19)
       ON CONFLICT (id) DO UPDATE SET
         username = EXCLUDED.username,
         display_name = EXCLUDED.display_name,
         profile_image_url = EXCLUDED.profile_image_url,
         is_verified = EXCLUDED.is_verified,
         updated_at = EXCLUDED.updated_at,
         bio = CASE WHEN $7::boolean THEN EXCLUDED.bio ELSE a.bio END,
         cover_image_url = CASE WHEN $9::boolean THEN EXCLUDED.cover_image_url ELSE a.cover_image_url END,
         location = CASE WHEN $11::boolean THEN EXCLUDED.location ELSE a.location END,
         website = CASE WHEN $13::boolean THEN EXCLUDED.website ELSE a.website END,
         joined_at = coalesce(a.joined_at, EXCLUDED.joined_at),
         profile_image_info = CASE WHEN $16::boolean THEN EXCLUDED.profile_image_info ELSE a.profile_image_info END,
         cover_image_info = CASE WHEN $18::boolean THEN EXCLUDED.cover_image_info ELSE a.cover_image_info END
       WHERE a.updated_at <= EXCLUDED.updated_at
       RETURNING a.id`,
      [
        profile.id,
        username,
        profile.displayName,
        profile.profileImageUrl,
        profile.isVerified,
        observedAt,
        ...optional(profile.bio),
        ...optional(profile.coverImageUrl),
        ...optional(profile.location),
        ...optional(profile.website),
        profile.joinedAt ?? null,
        ...optionalJson(profile.profileImage),
        ...optionalJson(profile.coverImage),
      ],
    );
    return rows.length > 0;
  }

  /** Creates a bare row for someone who acts before their first account event arrived; never overwrites. */
  async ensureAuthor(manager: EntityManager, id: string, username: string): Promise<void> {
    const exists: unknown[] = await manager.query(`SELECT 1 FROM social.authors WHERE id = $1`, [id]);
    if (exists.length > 0) return;
    await this.applyProfileWith(
      manager,
      { id, username, displayName: null, profileImageUrl: null, isVerified: false },
      BEFORE_ANY_EVENT,
    );
    // Still inside the caller's transaction: a search read before its commit may keep missing this bare row for up to
    // SEARCH_MATCH_TTL_MS (the member's account event, applied by applyProfile, clears the cache again once committed).
    this.searchMatches.invalidate();
  }

  /**
   * Usernames are unique in the account service, so another row holding this name is stale (its rename event has not
   * arrived yet) and gives the name up. If the other row is newer, this event is the stale one: the row keeps a
   * placeholder name until its own newer event comes.
   */
  private async claimUsername(
    manager: EntityManager,
    profile: UserProfileChangedEvent,
    observedAt: Date,
  ): Promise<string> {
    const holders: { id: string; updated_at: Date }[] = await manager.query(
      `SELECT id, updated_at FROM social.authors WHERE lower(username) = lower($1) AND id <> $2 FOR UPDATE`,
      [profile.username, profile.id],
    );
    const holder = holders[0];
    if (!holder) return profile.username;
    if (holder.updated_at.getTime() > observedAt.getTime()) return placeholderUsername(profile.id);
    await manager.query(`UPDATE social.authors SET username = $2 WHERE id = $1`, [
      holder.id,
      placeholderUsername(holder.id),
    ]);
    return profile.username;
  }
}

/** Cannot collide with a real username (those never contain "~"). */
function placeholderUsername(id: string): string {
  return `~${id}`;
}

/** [given, value as JSON text] for an optional jsonb field of the event. */
function optionalJson(value: unknown): [boolean, string | null] {
  return [value !== undefined, value == null ? null : JSON.stringify(value)];
}
