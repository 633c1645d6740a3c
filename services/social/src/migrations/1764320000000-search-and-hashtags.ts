import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search and hashtags (docs/adr/0021-follows-search-hashtags.md), all derived by Postgres from `posts.content`, so
 * every writer (API, seed, scripts) gets them without code:
 *
 * - `social.extract_hashtags(text)`: the lower-cased `#tags` of a text, de-duplicated and sorted. A tag is `#` and 1-50
 *   of `[a-z0-9_]` (after lower-casing), not preceded by a letter, digit, `_`, `&`, `/` or `#` (so `a#b`, `&#39;` and
 *   `example.com/#top` are not tags) and not followed by a letter, digit or `_` (a longer word, `#café` or a 51-character
 *   run is no tag at all, rather than a truncated one).
 * - `posts.hashtags text[]`, generated and stored, with a GIN index (`hashtags @> ARRAY[tag]`: posts by tag), and a
 *   partial index of tagged top-level posts by time that carries the tags (trending: an index-only range scan).
 * - `posts.search_vector tsvector`, generated and stored from the English configuration, with a GIN index (full-text
 *   post search with `websearch_to_tsquery`, and the pet-type word lists).
 * - `authors (followers_count DESC, id)`: visitors' suggested accounts and the "most followed" part of members'.
 */
export class SearchAndHashtags1764320000000 implements MigrationInterface {
  name = 'SearchAndHashtags1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION social.extract_hashtags(content text) RETURNS text[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$
        SELECT coalesce(array_agg(DISTINCT m[1]), '{}'::text[])
          FROM regexp_matches(lower(content), '(?<![[:alnum:]_&/#])#([a-z0-9_]{1,50})(?![[:alnum:]_])', 'g') AS m
      $$`);
    await q.query(`
      ALTER TABLE social.posts
        ADD COLUMN hashtags text[] NOT NULL GENERATED ALWAYS AS (social.extract_hashtags(content)) STORED,
        ADD COLUMN search_vector tsvector NOT NULL
          GENERATED ALWAYS AS (to_tsvector('english'::regconfig, content)) STORED`);
    await q.query(`CREATE INDEX posts_hashtags_idx ON social.posts USING gin (hashtags)`);
    await q.query(
      `CREATE INDEX posts_tagged_created_idx ON social.posts (created_at DESC) INCLUDE (hashtags)
        WHERE reply_to_id IS NULL AND NOT is_repet AND hashtags <> '{}'::text[]`,
    );
    await q.query(`CREATE INDEX posts_search_vector_idx ON social.posts USING gin (search_vector)`);
    await q.query(`CREATE INDEX authors_followers_count_idx ON social.authors (followers_count DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX social.authors_followers_count_idx`);
    await q.query(`ALTER TABLE social.posts DROP COLUMN search_vector, DROP COLUMN hashtags`);
    await q.query(`DROP FUNCTION social.extract_hashtags(text)`);
  }
}
