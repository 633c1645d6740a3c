import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the feed, profile, follow and hashtag lists (see docs/adr/0020-feed-ranking-and-keyset-paging.md):
 * every list reads its page from an index in its own order, so keyset pages (`?cursor=`) and bounded offsets cost an
 * index walk, never a sort of the table. Ranked feeds (trending, timeline, recommended) scan the last days of
 * `posts_feed_idx` and rank in SQL.
 *
 * Photos: `posts_photos_idx` covers `image_url`. A post made of uploaded images stores them in `post_images` and its
 * first one in `image_url`; a trigger keeps that true for any writer (seed, scripts, later code), so the one index
 * finds every post with a picture.
 */
export class FeedRanking1764310000000 implements MigrationInterface {
  name = 'FeedRanking1764310000000';

  async up(q: QueryRunner): Promise<void> {
    // A profile's Posts tab, postsCount (index-only count) and the Following feed (one index range per account).
    await q.query(
      `CREATE INDEX posts_user_top_level_idx ON social.posts (user_id, created_at DESC, id DESC)
        WHERE reply_to_id IS NULL AND NOT is_repet`,
    );
    // A profile's Replies tab.
    await q.query(
      `CREATE INDEX posts_user_replies_idx ON social.posts (user_id, created_at DESC, id DESC)
        WHERE reply_to_id IS NOT NULL AND NOT is_repet`,
    );
    // A profile's Media tab: its posts with a picture or a video.
    await q.query(
      `CREATE INDEX posts_user_media_idx ON social.posts (user_id, created_at DESC, id DESC)
        WHERE reply_to_id IS NULL AND NOT is_repet AND (image_url IS NOT NULL OR video_url IS NOT NULL)`,
    );
    // A profile's Likes tab, by the time of the like (the keyset is the like's own (created_at, id)).
    await q.query(`CREATE INDEX likes_user_created_idx ON social.likes (user_id, created_at DESC, id DESC)`);

    await q.query(`
      UPDATE social.posts p SET image_url = first.url
        FROM (SELECT DISTINCT ON (post_id) post_id, url FROM social.post_images ORDER BY post_id, position) first
       WHERE p.id = first.post_id AND p.image_url IS NULL`);
    await q.query(`
      CREATE FUNCTION social.post_images_fill_image_url() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE social.posts SET image_url = NEW.url WHERE id = NEW.post_id AND image_url IS NULL;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER post_images_fill_image_url AFTER INSERT ON social.post_images
        FOR EACH ROW EXECUTE FUNCTION social.post_images_fill_image_url()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER post_images_fill_image_url ON social.post_images`);
    await q.query(`DROP FUNCTION social.post_images_fill_image_url()`);
    await q.query(`DROP INDEX social.likes_user_created_idx`);
    await q.query(`DROP INDEX social.posts_user_media_idx`);
    await q.query(`DROP INDEX social.posts_user_replies_idx`);
    await q.query(`DROP INDEX social.posts_user_top_level_idx`);
  }
}
