import { startSocialTestApp, type SocialTestApp } from '../testing/social-test-app';
import { SOCIAL_MIGRATIONS } from './social-database';

describe('social schema migrations', () => {
  let t: SocialTestApp;

  beforeAll(async () => {
    t = await startSocialTestApp('migrations');
  });
  afterAll(() => t.close());

  it('creates every table of the community in the social schema', async () => {
    const rows: { table_name: string }[] = await t.db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'social' ORDER BY table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      [
        'authors',
        'blocks',
        'bookmarks',
        'comments',
        'conversations',
        'event_outbox',
        'follows',
        'likes',
        'media_uploads',
        'member_suggestion_state',
        'member_suggestions',
        'message_settings',
        'messages',
        'migrations',
        'moderation_actions',
        'mutes',
        'notification_actors',
        'notification_outbox',
        'notification_preferences',
        'notifications',
        'pets',
        'post_images',
        'post_pets',
        'post_products',
        'post_scores',
        'posts',
        'products',
        'ranking_outbox',
        'recommendation_candidates',
        'reports',
        'suggestion_ranking',
        'trending_hashtags',
        'upload_budgets',
      ].sort(),
    );
  });

  it('creates the indexes the feed, profile, thread, search and lookup calls need', async () => {
    const rows: { indexname: string }[] = await t.db.query(
      `SELECT indexname FROM pg_indexes WHERE schemaname = 'social'`,
    );
    const names = rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'authors_username_lower_key',
        'posts_feed_idx',
        'post_scores_rank_idx',
        'post_scores_user_rank_idx',
        'trending_hashtags_rank_idx',
        'suggestion_ranking_rank_idx',
        'post_products_product_idx',
        'post_pets_pet_idx',
        'pets_species_idx',
        'posts_user_created_idx',
        'posts_threads_idx',
        'posts_thread_id_idx',
        'posts_reply_to_idx',
        'posts_one_repet_per_user',
        'likes_user_post_key',
        'likes_post_idx',
        'comments_post_created_idx',
        'follows_pair_key',
        'follows_following_created_idx',
        'posts_original_post_idx',
        'follows_follower_created_idx',
        'bookmarks_user_post_key',
        'bookmarks_user_created_idx',
        'media_uploads_user_idx',
        'media_uploads_post_idx',
        'media_uploads_files_idx',
        'posts_content_trgm_idx',
        'authors_username_trgm_idx',
        'posts_user_top_level_idx',
        'posts_user_replies_idx',
        'posts_user_media_idx',
        'likes_user_created_idx',
      ]),
    );
  });

  it('lets the repet cascade of a post delete find the repets by index, not by scanning every post', async () => {
    const plan = await t.db.transaction(async (manager) => {
      await manager.query(`SET LOCAL enable_seqscan = off`);
      const rows: { 'QUERY PLAN': string }[] = await manager.query(
        `EXPLAIN DELETE FROM social.posts WHERE original_post_id = '00000000-0000-4000-8000-000000000000'`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('posts_original_post_idx');
  });

  it('generates uuid ids and counter defaults in the database', async () => {
    await t.db.query(
      `INSERT INTO social.authors (id, username) VALUES ('00000000-0000-4000-8000-000000000001', 'Rex')`,
    );
    const [post] = await t.db.query(
      `INSERT INTO social.posts (user_id, content) VALUES ('00000000-0000-4000-8000-000000000001', 'hi') RETURNING *`,
    );
    expect(post.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(post).toMatchObject({
      likes_count: 0,
      repets_count: 0,
      replies_count: 0,
      comments_count: 0,
      is_repet: false,
      is_thread: false,
    });
  });

  it('enforces the rules of the schema', async () => {
    const userId = '00000000-0000-4000-8000-000000000001';
    await expect(
      t.db.query(`INSERT INTO social.authors (id, username) VALUES (gen_random_uuid(), 'REX')`),
    ).rejects.toThrow(/authors_username_lower_key/);
    await expect(
      t.db.query(`INSERT INTO social.follows (follower_id, following_id) VALUES ($1, $1)`, [userId]),
    ).rejects.toThrow(/follows_not_self/);
    await expect(
      t.db.query(`INSERT INTO social.posts (user_id, content) VALUES ($1, repeat('x', 281))`, [userId]),
    ).rejects.toThrow(/posts_content_max_280/);
  });

  it('is recorded so a restart runs nothing again', async () => {
    const rows: { name: string }[] = await t.db.query(`SELECT name FROM social.migrations`);
    expect(rows.map((r) => r.name)).toEqual(SOCIAL_MIGRATIONS.map((migration) => new migration().name));
    expect(await t.db.showMigrations()).toBe(false);
  });
});
