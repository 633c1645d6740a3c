import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ImageInfo, PublicProfile } from '@petcora/contracts';
import { imageInfoFor } from '../authors/author-images';

interface ProfileRow {
  id: string;
  username: string;
  display_name: string | null;
  bio: string | null;
  profile_image_url: string | null;
  cover_image_url: string | null;
  profile_image_info: ImageInfo | null;
  cover_image_info: ImageInfo | null;
  location: string | null;
  website: string | null;
  is_verified: boolean;
  joined_at: Date;
  followers_count: number;
  following_count: number;
  posts_count: number;
  is_following: boolean;
  follows_you: boolean;
  is_blocked: boolean;
  is_muted: boolean;
}

/**
 * Public profiles from the author projection, in one statement: the row (its follow counts are kept on it), the number
 * of top-level posts (an index-only count on posts_user_top_level_idx) and the viewer's relation from the follows pair
 * key, and whether the viewer blocked or muted them. A blocked pair still gets the profile (so the blocker can unblock
 * from it); its posts lists are empty for them (ADR 0061). Only public fields exist in the projection: no email, role or private account data can leak.
 */
@Injectable()
export class ProfilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByUsername(username: string, viewerId: string | null): Promise<PublicProfile | null> {
    const rows: ProfileRow[] = await this.dataSource.query(
      `SELECT a.id, a.username, a.display_name, a.bio, a.profile_image_url, a.cover_image_url, a.location,
              a.profile_image_info, a.cover_image_info,
              a.website, a.is_verified, a.followers_count, a.following_count,
              -- Rows projected before joined_at was published fall back to the first post, then to now.
              coalesce(a.joined_at,
                       (SELECT min(p.created_at) FROM social.posts p WHERE p.user_id = a.id),
                       now()) AS joined_at,
              (SELECT count(*) FROM social.posts p
                WHERE p.user_id = a.id AND p.reply_to_id IS NULL AND NOT p.is_repet
                  AND p.removed_at IS NULL)::int AS posts_count,
              EXISTS (SELECT 1 FROM social.follows f WHERE f.follower_id = $2::uuid AND f.following_id = a.id)
                AS is_following,
              EXISTS (SELECT 1 FROM social.follows f WHERE f.follower_id = a.id AND f.following_id = $2::uuid)
                AS follows_you,
              EXISTS (SELECT 1 FROM social.blocks b WHERE b.blocker_id = $2::uuid AND b.blocked_id = a.id) AS is_blocked,
              EXISTS (SELECT 1 FROM social.mutes m WHERE m.muter_id = $2::uuid AND m.muted_id = a.id) AS is_muted
         FROM social.authors a
        -- '~<id>' names are placeholders of a rename still in flight (ADR 0013), never a real profile.
        WHERE lower(a.username) = lower($1) AND a.username NOT LIKE '~%'`,
      [username, viewerId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      username: row.username,
      displayName: row.display_name,
      bio: row.bio,
      profileImageUrl: row.profile_image_url,
      profilePicture: row.profile_image_url,
      coverImageUrl: row.cover_image_url,
      profileImage: imageInfoFor(row.profile_image_url, row.profile_image_info),
      coverImage: imageInfoFor(row.cover_image_url, row.cover_image_info),
      location: row.location,
      website: row.website,
      isVerified: row.is_verified,
      createdAt: row.joined_at.toISOString(),
      followersCount: row.followers_count,
      followingCount: row.following_count,
      postsCount: row.posts_count,
      isFollowing: row.is_following,
      followsYou: row.follows_you,
      isOwnProfile: viewerId !== null && viewerId === row.id,
      isBlocked: row.is_blocked,
      isMuted: row.is_muted,
    };
  }
}
