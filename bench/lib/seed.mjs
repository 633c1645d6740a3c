// Bench data, written straight into the running stack's database. Every row is labelled "[bench]" and has a fixed id
// in its own range, so seeding twice adds nothing, a person browsing the site can tell the rows apart, and
// `--remove-data` deletes exactly them.
import { PET_TYPES, PRODUCT_CATEGORIES } from '@petcora/demo-data';

export const BENCH_LABEL = '[bench]';
export const BENCH_SIZES = { authors: 200, posts: 10_000, products: 2_000 };

// Fixed-id ranges: prefix + the row number padded to 12 digits (valid hex, valid v4-shaped uuid).
const AUTHOR_ID = `'00000000-be0c-4000-8000-' || lpad(i::text, 12, '0')`;
const POST_ID = `'bbbbbbbb-be0c-4000-8000-' || lpad(i::text, 12, '0')`;
const PRODUCT_ID = `'cccccccc-be0c-4000-8000-' || lpad(i::text, 12, '0')`;

// A few phrasings, some of them match the search the bench runs ("bath").
const POST_PHRASES = [
  'Morning walk in the park, tail never stopped wagging.',
  'Oat bath day: calm skin and a very fluffy pup.',
  'Trying a new grain-free treat tonight.',
  'Nap spot of the week: the sunny window.',
  'Brushing routine update: less shedding already.',
];
const PRODUCT_NOUNS = [
  'Oat Bath Soak',
  'Salmon Bites',
  'Joint Chews',
  'Calming Balm',
  'Dental Sticks',
  'Coat Oil',
  'Paw Cream',
];

async function count(client, sql) {
  const [row] = (await client.query(sql)).rows;
  return Number(row.n);
}

export async function benchRowCounts(client) {
  return {
    authors: await count(
      client,
      `SELECT count(*) AS n FROM social.authors WHERE id::text LIKE '00000000-be0c-4000-8000-%'`,
    ),
    posts: await count(
      client,
      `SELECT count(*) AS n FROM social.posts WHERE id::text LIKE 'bbbbbbbb-be0c-4000-8000-%'`,
    ),
    products: await count(
      client,
      `SELECT count(*) AS n FROM store.products WHERE id::text LIKE 'cccccccc-be0c-4000-8000-%'`,
    ),
  };
}

/** Inserts whatever bench rows are missing (none on a second run). Returns how many of each exist and were added. */
export async function seedBenchData(client) {
  const before = await benchRowCounts(client);
  const complete = Object.entries(BENCH_SIZES).every(([k, n]) => before[k] >= n);
  if (complete) return { before, added: { authors: 0, posts: 0, products: 0 } };

  await client.query('BEGIN');
  try {
    const authors = await client.query(
      `INSERT INTO social.authors (id, username, display_name, is_verified)
       SELECT (${AUTHOR_ID})::uuid, 'bench_author_' || lpad(i::text, 3, '0'), $1 || ' Author ' || i, false
         FROM generate_series(1, $2::int) AS i
       ON CONFLICT DO NOTHING`,
      [BENCH_LABEL, BENCH_SIZES.authors],
    );
    // Older than any demo post (30+ days back), so the demo content stays on top of a real user's feed.
    const posts = await client.query(
      `INSERT INTO social.posts (id, user_id, content, created_at)
       SELECT (${POST_ID})::uuid,
              ('00000000-be0c-4000-8000-' || lpad((1 + i % $2::int)::text, 12, '0'))::uuid,
              $1 || ' Post ' || i || ': ' || ($3::text[])[1 + i % cardinality($3::text[])],
              now() - interval '30 days' - i * interval '1 minute'
         FROM generate_series(1, $4::int) AS i
       ON CONFLICT DO NOTHING`,
      [BENCH_LABEL, BENCH_SIZES.authors, POST_PHRASES, BENCH_SIZES.posts],
    );
    const products = await client.query(
      `INSERT INTO store.products (id, name, description, price, category, pet_type, is_new, is_bestseller, attributes)
       SELECT (${PRODUCT_ID})::uuid,
              $1 || ' ' || ($2::text[])[1 + i % cardinality($2::text[])] || ' ' || i,
              $1 || ' Benchmark product, not for sale.',
              199 + (i * 37) % 5000,
              ($3::text[])[1 + i % cardinality($3::text[])],
              ($4::text[])[1 + i % cardinality($4::text[])],
              i % 7 = 0,
              i % 11 = 0,
              '{"features": []}'::jsonb
         FROM generate_series(1, $5::int) AS i
       ON CONFLICT DO NOTHING`,
      [BENCH_LABEL, PRODUCT_NOUNS, [...PRODUCT_CATEGORIES], [...PET_TYPES], BENCH_SIZES.products],
    );
    await client.query('COMMIT');
    // Fresh statistics, so the planner sees the new row counts before the first measured query.
    await client.query('ANALYZE social.authors, social.posts, store.products');
    return {
      before,
      added: { authors: authors.rowCount, posts: posts.rowCount, products: products.rowCount },
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Sets every author's follower/following counts to the rows' (a no-op for authors already right). */
export const FOLLOW_COUNTS_SQL = `
  WITH followers AS (SELECT following_id AS id, count(*)::int AS n FROM social.follows GROUP BY 1),
       following AS (SELECT follower_id AS id, count(*)::int AS n FROM social.follows GROUP BY 1),
       counts AS (SELECT a.id, coalesce(fr.n, 0) AS followers, coalesce(fg.n, 0) AS following
                    FROM social.authors a
                    LEFT JOIN followers fr ON fr.id = a.id
                    LEFT JOIN following fg ON fg.id = a.id)
  UPDATE social.authors a SET followers_count = c.followers, following_count = c.following
    FROM counts c
   WHERE a.id = c.id AND (a.followers_count <> c.followers OR a.following_count <> c.following)`;

/** Every scale's fixed ids of a table: the first group, then a second group `be00`..`beff` (see scales.mjs). */
function anyScaleRange(column, prefix) {
  return `${column} BETWEEN '${prefix}-be00-0000-0000-000000000000'::uuid AND '${prefix}-beff-ffff-ffff-ffffffffffff'::uuid`;
}

/**
 * Deletes the bench rows of every scale (fixed id ranges) and whatever hangs off them by foreign key (likes, images,
 * comments, follows, bookmarks, replies, repets: the schema's ON DELETE CASCADE), then puts the follow counts of the
 * remaining members (the demo member follows bench members) back in line with the rows.
 *
 * Deleting 200k posts fires the `posts.original_post_id` cascade once per post, and that column has no index of its
 * own (only the partial `posts_one_repet_per_user ... WHERE is_repet`, which a cascade's `original_post_id = $1`
 * cannot use): each firing would scan the table. A plain index on it is created for the duration of the transaction
 * and dropped before COMMIT, so the schema is unchanged afterwards.
 */
export async function removeBenchData(client) {
  await client.query('BEGIN');
  try {
    await client.query('CREATE INDEX bench_removal_original_post_idx ON social.posts (original_post_id)');
    const posts = await client.query(
      `DELETE FROM social.posts
        WHERE ${anyScaleRange('id', 'bbbbbbbb')} OR ${anyScaleRange('user_id', '00000000')}`,
    );
    const authors = await client.query(`DELETE FROM social.authors WHERE ${anyScaleRange('id', '00000000')}`);
    await client.query('DROP INDEX social.bench_removal_original_post_idx');
    await client.query(FOLLOW_COUNTS_SQL);
    const products = await client.query(
      `DELETE FROM store.products WHERE ${anyScaleRange('id', 'cccccccc')}`,
    );
    await client.query('COMMIT');
    return { authors: authors.rowCount, posts: posts.rowCount, products: products.rowCount };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
