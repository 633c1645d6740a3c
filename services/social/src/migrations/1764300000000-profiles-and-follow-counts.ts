import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public profile fields on the author projection (filled from the account service's profile events) and the follow
 * counts, kept on the author row so a profile or a list of people reads them without counting. The follows service
 * changes a count in the same statement as the follow row it counts.
 */
export class ProfilesAndFollowCounts1764300000000 implements MigrationInterface {
  name = 'ProfilesAndFollowCounts1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE social.authors
        ADD COLUMN bio text,
        ADD COLUMN cover_image_url text,
        ADD COLUMN location text,
        ADD COLUMN website text,
        ADD COLUMN joined_at timestamptz,
        ADD COLUMN followers_count integer NOT NULL DEFAULT 0,
        ADD COLUMN following_count integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT authors_followers_count_nonnegative CHECK (followers_count >= 0),
        ADD CONSTRAINT authors_following_count_nonnegative CHECK (following_count >= 0)`);
    await q.query(`
      UPDATE social.authors a SET
        followers_count = (SELECT count(*) FROM social.follows f WHERE f.following_id = a.id),
        following_count = (SELECT count(*) FROM social.follows f WHERE f.follower_id = a.id)`);
    // Who a member follows, newest first (the Following list and feed); followers use follows_following_idx.
    await q.query(
      `CREATE INDEX follows_follower_created_idx ON social.follows (follower_id, created_at DESC, following_id)`,
    );
    await q.query(`DROP INDEX social.follows_following_idx`);
    await q.query(
      `CREATE INDEX follows_following_created_idx ON social.follows (following_id, created_at DESC, follower_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX social.follows_following_created_idx`);
    await q.query(`CREATE INDEX follows_following_idx ON social.follows (following_id)`);
    await q.query(`DROP INDEX social.follows_follower_created_idx`);
    await q.query(`
      ALTER TABLE social.authors
        DROP COLUMN bio, DROP COLUMN cover_image_url, DROP COLUMN location, DROP COLUMN website,
        DROP COLUMN joined_at, DROP COLUMN followers_count, DROP COLUMN following_count`);
  }
}
