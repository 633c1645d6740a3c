import { BadRequestException } from '@nestjs/common';
import type { ImageInfo, PersonSummary } from '@petcora/contracts';
import { UUID_PATTERN } from '@petcora/validation';
import { imageInfoFor } from '../authors/author-images';

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_FOLLOW_YOURSELF = 'You cannot follow yourself';
export const INVALID_CURSOR = 'Invalid cursor';

/**
 * Who a path's `:username` names: a user id, or a username (letters, digits, underscore; `~` starts the placeholder
 * names of projection rows whose account event has not arrived). Anything else names nobody (404 before any SQL).
 */
export type UserRef = { id: string } | { username: string } | null;

export function parseUserRef(value: string): UserRef {
  if (UUID_PATTERN.test(value)) return { id: value.toLowerCase() };
  if (/^~?[A-Za-z0-9_-]{1,64}$/.test(value)) return { username: value };
  return null;
}

/** The SQL condition and parameter selecting the author a UserRef names (`alias` is the authors alias). */
export function userRefCondition(ref: { id: string } | { username: string }, alias: string, param: number) {
  return 'id' in ref
    ? { sql: `${alias}.id = $${param}::uuid`, value: ref.id }
    : { sql: `lower(${alias}.username) = lower($${param})`, value: ref.username };
}

/** The columns of a person in a list, selected from authors alias `a`; `$viewer` is the viewer's id or null. */
export function personColumns(viewerParam: number): string {
  return `a.id, a.username, a.display_name, a.profile_image_url, a.profile_image_info, a.is_verified, a.bio,
          a.followers_count,
          EXISTS (SELECT 1 FROM social.follows v
                   WHERE v.follower_id = $${viewerParam}::uuid AND v.following_id = a.id) AS is_following`;
}

export interface PersonRow {
  id: string;
  username: string;
  display_name: string | null;
  profile_image_url: string | null;
  profile_image_info: ImageInfo | null;
  is_verified: boolean;
  bio: string | null;
  followers_count: number;
  is_following: boolean;
}

/** Public fields only: the projection holds no private data (no e-mail), and nothing else is selected. */
export function toPersonSummary(row: PersonRow): PersonSummary {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    profileImageUrl: row.profile_image_url,
    profileImage: imageInfoFor(row.profile_image_url, row.profile_image_info),
    isVerified: row.is_verified,
    bio: row.bio,
    followersCount: row.followers_count,
    isFollowing: row.is_following,
  };
}

/**
 * Keyset cursor of a people list: the follow's time in microseconds since the epoch (exact: Postgres keeps
 * microseconds, a JS Date only milliseconds) and the listed person's id, base64url-encoded so clients treat it as
 * opaque.
 */
export interface PeopleCursor {
  micros: string;
  id: string;
}

export function encodePeopleCursor(cursor: PeopleCursor): string {
  return Buffer.from(`${cursor.micros}.${cursor.id}`, 'utf8').toString('base64url');
}

/** 400 'Invalid cursor' for anything encodePeopleCursor could not have produced. */
export function decodePeopleCursor(text: string): PeopleCursor {
  const decoded = /^[A-Za-z0-9_-]{1,200}$/.test(text) ? Buffer.from(text, 'base64url').toString('utf8') : '';
  const match = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(decoded);
  if (!match || !UUID_PATTERN.test(match[2])) throw new BadRequestException(INVALID_CURSOR);
  return { micros: match[1], id: match[2] };
}
