import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole community schema (authors projection, posts, images, likes, comments, follows, bookmarks) with an index
 * for every filter and sort the spec's calls need. Later features add behaviour, not tables.
 */
export class CreateSocialSchema1763740800000 implements MigrationInterface {
  name = 'CreateSocialSchema1763740800000';

  async up(q: QueryRunner): Promise<void> {
    // The schema exists already: service-roles.sql creates it for the service's role, openSchemaDataSource otherwise
    // (CREATE SCHEMA IF NOT EXISTS here would need the CREATE privilege on the database, which the role lacks).

    await q.query(`
      CREATE TABLE social.authors (
        id uuid PRIMARY KEY,
        username text NOT NULL,
        display_name text,
        profile_image_url text,
        is_verified boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX authors_username_lower_key ON social.authors (lower(username))`);

    await q.query(`
      CREATE TABLE social.posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        content text NOT NULL,
        image_url text,
        video_url text,
        location text,
        -- Replies, thread entries and repets belong to their parent: deleting it deletes them.
        reply_to_id uuid REFERENCES social.posts(id) ON DELETE CASCADE,
        is_repet boolean NOT NULL DEFAULT false,
        original_post_id uuid REFERENCES social.posts(id) ON DELETE CASCADE,
        repet_comment text,
        likes_count integer NOT NULL DEFAULT 0,
        repets_count integer NOT NULL DEFAULT 0,
        replies_count integer NOT NULL DEFAULT 0,
        comments_count integer NOT NULL DEFAULT 0,
        is_thread boolean NOT NULL DEFAULT false,
        thread_id uuid REFERENCES social.posts(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT posts_content_max_280 CHECK (char_length(content) <= 280),
        CONSTRAINT posts_counters_not_negative
          CHECK (likes_count >= 0 AND repets_count >= 0 AND replies_count >= 0 AND comments_count >= 0),
        CONSTRAINT posts_repet_has_original CHECK (NOT is_repet OR original_post_id IS NOT NULL)
      )`);
    // Feed pages (chronological/timeline/trending candidates): top-level posts newest first, id breaks ties.
    await q.query(
      `CREATE INDEX posts_feed_idx ON social.posts (created_at DESC, id DESC) WHERE reply_to_id IS NULL`,
    );
    // Profile posts and the following feed.
    await q.query(`CREATE INDEX posts_user_created_idx ON social.posts (user_id, created_at DESC, id DESC)`);
    // /api/posts/threads: a thread is a post with is_thread and no thread_id.
    await q.query(
      `CREATE INDEX posts_threads_idx ON social.posts (created_at DESC, id DESC) WHERE is_thread AND thread_id IS NULL`,
    );
    // /api/posts/photos.
    await q.query(
      `CREATE INDEX posts_photos_idx ON social.posts (created_at DESC, id DESC) WHERE image_url IS NOT NULL AND reply_to_id IS NULL`,
    );
    await q.query(
      `CREATE INDEX posts_thread_id_idx ON social.posts (thread_id, created_at) WHERE thread_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX posts_reply_to_idx ON social.posts (reply_to_id, created_at) WHERE reply_to_id IS NOT NULL`,
    );
    // isRepeted lookups, and no un-repet in the spec: one repet per user and post.
    await q.query(
      `CREATE UNIQUE INDEX posts_one_repet_per_user ON social.posts (original_post_id, user_id) WHERE is_repet`,
    );

    await q.query(`
      CREATE TABLE social.post_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES social.posts(id) ON DELETE CASCADE,
        url text NOT NULL,
        position smallint NOT NULL,
        CONSTRAINT post_images_position_range CHECK (position BETWEEN 0 AND 3),
        CONSTRAINT post_images_post_position_key UNIQUE (post_id, position)
      )`);

    await q.query(`
      CREATE TABLE social.likes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        post_id uuid NOT NULL REFERENCES social.posts(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT likes_user_post_key UNIQUE (user_id, post_id)
      )`);
    await q.query(`CREATE INDEX likes_post_idx ON social.likes (post_id)`);

    await q.query(`
      CREATE TABLE social.comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        post_id uuid NOT NULL REFERENCES social.posts(id) ON DELETE CASCADE,
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT comments_not_blank CHECK (btrim(content) <> '')
      )`);
    await q.query(`CREATE INDEX comments_post_created_idx ON social.comments (post_id, created_at)`);

    await q.query(`
      CREATE TABLE social.follows (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        follower_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        following_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT follows_pair_key UNIQUE (follower_id, following_id),
        CONSTRAINT follows_not_self CHECK (follower_id <> following_id)
      )`);
    await q.query(`CREATE INDEX follows_following_idx ON social.follows (following_id)`);

    await q.query(`
      CREATE TABLE social.bookmarks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        post_id uuid NOT NULL REFERENCES social.posts(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT bookmarks_user_post_key UNIQUE (user_id, post_id)
      )`);
    await q.query(`CREATE INDEX bookmarks_user_created_idx ON social.bookmarks (user_id, created_at DESC)`);

    await this.createSearchIndexes(q);
  }

  /**
   * ILIKE '%text%' search uses trigram GIN indexes. pg_trgm is a trusted extension (Postgres 13+), so a database
   * owner without superuser may create it. It lives once per database, in whichever schema created it first, so the
   * operator class is qualified with the schema the catalog reports rather than assumed.
   */
  private async createSearchIndexes(q: QueryRunner): Promise<void> {
    // Serialise with any other service's migration creating the same extension concurrently.
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('petcora:create-extension:pg_trgm'))`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    const rows: { schema: string }[] = await q.query(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    );
    const opclass = `${quoteIdent(rows[0].schema)}.gin_trgm_ops`;
    await q.query(`CREATE INDEX posts_content_trgm_idx ON social.posts USING gin (content ${opclass})`);
    await q.query(`CREATE INDEX authors_username_trgm_idx ON social.authors USING gin (username ${opclass})`);
    await q.query(
      `CREATE INDEX authors_display_name_trgm_idx ON social.authors USING gin (display_name ${opclass})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // The pg_trgm extension stays: other schemas of the database may use it.
    for (const table of ['bookmarks', 'follows', 'comments', 'likes', 'post_images', 'posts', 'authors']) {
      await q.query(`DROP TABLE IF EXISTS social.${table}`);
    }
  }
}

/** Quotes a catalog-provided identifier for use in DDL. */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
