// Social-at-scale bench data: members, posts over ~90 days (images, hashtags, replies, threads, comments), likes and a follow
// graph, written set-based (generate_series, INSERT ... SELECT) in one transaction. Every row is labelled "[bench]"
// where it has text and has a fixed id `<table prefix>-<scale tag>-4000-8000-<row number>`, so seeding twice adds
// nothing and `--remove-data` deletes exactly these rows. Counters (likes, replies, comments, followers, following)
// are written consistent and checked after seeding.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_LABEL, FOLLOW_COUNTS_SQL } from './seed.mjs';

const REBUILD_RANKINGS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../services/social/dist/ranking/rebuild-ranking.js',
);

/** The social service's triggers keeping `social.post_scores` (migration 1764840000000-maintained-ranking). */
const POST_SCORE_TRIGGERS = ['posts_score_on_insert', 'posts_score_on_update'];

/** First group of the fixed ids, per table (authors/posts share the default scale's prefixes; see seed.mjs). */
export const ID_PREFIX = {
  authors: '00000000',
  posts: 'bbbbbbbb',
  likes: 'dddddddd',
  follows: 'eeeeeeee',
  postImages: 'ffffffff',
  comments: '99999999',
};

function checkTag(tag) {
  if (!/^[0-9a-f]{4}$/.test(tag)) throw new Error(`Bad scale tag "${tag}"`);
  return tag;
}

/** SQL for the fixed uuid of row number `expr` (an SQL integer expression) of `table` in this scale. */
function idSql(table, tag, expr) {
  return `('${ID_PREFIX[table]}-${checkTag(tag)}-4000-8000-' || lpad((${expr})::text, 12, '0'))::uuid`;
}

/** SQL predicate: `column` is one of this scale's fixed ids of `table` (a range, so the primary key index serves it). */
export function inScaleRange(column, table, tag) {
  const stem = `${ID_PREFIX[table]}-${checkTag(tag)}-4000-8000-`;
  return `${column} BETWEEN '${stem}000000000000'::uuid AND '${stem}999999999999'::uuid`;
}

/** The bench members' usernames: `bench_be09_00042`. */
export function benchUsername(tag, n) {
  return `bench_${checkTag(tag)}_${String(n).padStart(5, '0')}`;
}

// Phrases carry the searched word ("bath") and hashtags, so search and trending hashtags have something to find.
const PHRASES = [
  'Oat bath day: calm skin and a very fluffy pup. #dogs #grooming',
  'Morning walk in the park, tail never stopped wagging. #dogs #walkies',
  'Nap spot of the week: the sunny window. #cats',
  'Trying a new grain-free treat tonight. #treats #dogs',
  'Brushing routine update: less shedding already. #cats #grooming',
  'The aquarium got two new plants and a very curious tetra. #fish',
  'Our parrot learned to say good morning. #birds',
  'Adopted this little one last week, settling in fine. #adoptdontshop #cats',
  'Paw balm after a snowy hike works wonders. #dogs #pawcare',
  'Vet check-up done, all healthy! #petcare',
  'A thread about our first month with a rescue pup. #dogs #adoptdontshop',
  'Bath time negotiations went better than expected. #cats',
];
const FIRST_NAMES = [
  'Maple',
  'Juniper',
  'Olive',
  'Hazel',
  'Rowan',
  'Willow',
  'Aspen',
  'Clover',
  'Sage',
  'Birch',
  'Ivy',
  'Linden',
  'Poppy',
  'Reed',
  'Fern',
  'Alder',
  'Laurel',
  'Briar',
  'Cedar',
  'Daisy',
  'Heath',
  'Moss',
  'Quill',
  'Wren',
];
const IMAGES = [
  '/assets/demo/post-dog-bath.svg',
  '/assets/demo/post-cat-nap.svg',
  '/assets/demo/post-welcome.svg',
];

/** Sizes derived from the scale: the like plan gives 1% of posts 250 likes each and spreads the rest evenly. */
export function socialAtScalePlan(scale) {
  const { members, posts, likes } = scale;
  const hotMembers = Math.max(1, Math.floor(members / 20));
  const popularPosts = Math.floor(posts / 100);
  const likesPerPopular = Math.min(members - 1, Math.floor(likes / 2 / popularPosts));
  const otherPosts = posts - popularPosts;
  const rest = likes - popularPosts * likesPerPopular;
  if (posts % 100 !== 0) throw new Error('posts must be a multiple of 100');
  if (Math.ceil(rest / otherPosts) >= members) throw new Error('too many likes per post for the members');
  return {
    hotMembers,
    likesPerPopular,
    likesBase: Math.floor(rest / otherPosts),
    likesExtra: rest % otherPosts,
    demoFollowStep: Math.floor(members / scale.demoMemberFollows),
  };
}

async function scalar(client, sql, params = []) {
  const { rows } = await client.query(sql, params);
  return Number(Object.values(rows[0])[0]);
}

export async function socialAtScaleRowCounts(client, tag) {
  return {
    members: await scalar(
      client,
      `SELECT count(*) FROM social.authors WHERE ${inScaleRange('id', 'authors', tag)}`,
    ),
    posts: await scalar(
      client,
      `SELECT count(*) FROM social.posts WHERE ${inScaleRange('id', 'posts', tag)}`,
    ),
    likes: await scalar(
      client,
      `SELECT count(*) FROM social.likes WHERE ${inScaleRange('id', 'likes', tag)}`,
    ),
    follows: await scalar(
      client,
      `SELECT count(*) FROM social.follows WHERE ${inScaleRange('id', 'follows', tag)}`,
    ),
  };
}

/**
 * Seeds the scale if its rows are not all there (one transaction: all or nothing), then ANALYZEs. `demoMemberId`
 * follows `demoMemberFollows` bench members, so the Following feed of the signed-in bench member has posts.
 */
export async function seedSocialAtScale(client, scale, demoMemberId, log = () => {}) {
  const { tag } = scale;
  const before = await socialAtScaleRowCounts(client, tag);
  if (before.members >= scale.members && before.posts >= scale.posts && before.likes >= scale.likes)
    return { before, added: null };
  const others = await scalar(
    client,
    `SELECT count(*) FROM social.authors
      WHERE id BETWEEN '00000000-be00-0000-0000-000000000000'::uuid AND '00000000-beff-ffff-ffff-ffffffffffff'::uuid
        AND NOT (${inScaleRange('id', 'authors', tag)})`,
  );
  if (others > 0)
    throw new Error(
      `The database holds ${others} bench members of another scale: run with --remove-data first, so the feeds hold ` +
        `this scale's rows only.`,
    );
  const [demo] = (await client.query('SELECT id FROM social.authors WHERE id = $1', [demoMemberId])).rows;
  if (!demo)
    throw new Error(
      `The demo member ${demoMemberId} has no author row in social: start the stack with DEMO_SEED=true first.`,
    );

  const plan = socialAtScalePlan(scale);
  const author = (n) => idSql('authors', tag, n);
  const post = (n) => idSql('posts', tag, n);
  const started = performance.now();
  const step = async (what, sql, params) => {
    const t = performance.now();
    const res = await client.query(sql, params);
    log(`  ${what}: ${res.rowCount ?? ''} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return res.rowCount;
  };

  await client.query('BEGIN');
  try {
    // The post scores the service keeps with a trigger per row are written by the rebuild below, set-based, instead
    // (per row they were most of the posts' time at the larger scales).
    for (const trigger of POST_SCORE_TRIGGERS)
      await client.query(`ALTER TABLE social.posts DISABLE TRIGGER ${trigger}`);
    const added = {};
    added.members = await step(
      'members',
      `INSERT INTO social.authors (id, username, display_name, bio, joined_at, is_verified)
       SELECT ${author('i')}, 'bench_${tag}_' || lpad(i::text, greatest(5, length(i::text)), '0'),
              $1 || ' ' || ($2::text[])[1 + i % cardinality($2::text[])] || ' ' || i,
              $1 || ' Pet parent number ' || i,
              now() - interval '400 days' + i * interval '1 minute',
              i % 97 = 0
         FROM generate_series(1, $3::int) AS i
       ON CONFLICT DO NOTHING`,
      [BENCH_LABEL, FIRST_NAMES, scale.members],
    );

    // The plan of every post: its kind, author, likes and where its likes start in the like numbering. Post 1 is the
    // newest. Every 10th (i % 10 = 3) replies to the next older post, every 50th starts a thread whose two entries
    // are the posts just newer than it (same author), a fifth have a picture, every 100th (i % 100 = 7) is popular.
    await step(
      'post plan',
      `CREATE TEMP TABLE bench_post_plan ON COMMIT DROP AS
       WITH base AS (
         SELECT i,
                CASE WHEN i % 10 = 3 THEN 'reply' WHEN i % 50 IN (48, 49) THEN 'entry'
                     WHEN i % 50 = 0 THEN 'thread' ELSE 'post' END AS kind,
                CASE WHEN i % 50 IN (48, 49) THEN (i / 50 + 1) * 50 ELSE i END AS author_of,
                CASE WHEN i % 100 = 7 THEN $2::int
                     ELSE $3::int + CASE WHEN i - (i + 93) / 100 <= $4::int THEN 1 ELSE 0 END END AS likes
           FROM generate_series(1, $1::int) AS i)
       SELECT i, kind, likes,
              CASE WHEN author_of % 4 = 0 THEN 1 + (author_of / 4) % $5::int ELSE 1 + author_of % $6::int END AS author,
              coalesce(sum(likes) OVER (ORDER BY i ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS like_offset,
              now() - interval '10 minutes' - (i * $7::float8 / $1::int) * interval '1 second' AS created_at
         FROM base`,
      [
        scale.posts,
        plan.likesPerPopular,
        plan.likesBase,
        plan.likesExtra,
        plan.hotMembers,
        scale.members,
        scale.spanDays * 86_400,
      ],
    );
    // Oldest first, as a real table fills; self-references are checked at the end of the statement.
    added.posts = await step(
      'posts',
      `INSERT INTO social.posts (id, user_id, content, image_url, reply_to_id, is_thread, thread_id,
                                 likes_count, replies_count, comments_count, created_at)
       SELECT ${post('i')}, ${author('author')},
              $1 || CASE kind WHEN 'reply' THEN ' Reply ' WHEN 'thread' THEN ' Thread ' ELSE ' Post ' END || i || ': '
                 || ($2::text[])[1 + (i * 7) % cardinality($2::text[])],
              CASE WHEN i % 5 = 1 THEN ($3::text[])[1 + (i / 5) % cardinality($3::text[])] END,
              CASE WHEN kind = 'reply' THEN ${post('i + 1')} END,
              kind = 'thread',
              CASE WHEN kind = 'entry' THEN ${post('(i / 50 + 1) * 50')} END,
              likes,
              CASE WHEN i % 10 = 4 THEN 1 ELSE 0 END,
              CASE WHEN i % 20 = 5 THEN 2 ELSE 0 END,
              created_at
         FROM bench_post_plan ORDER BY i DESC
       ON CONFLICT DO NOTHING`,
      [BENCH_LABEL, PHRASES, IMAGES],
    );
    // Every third picture post has two images (post_images, the first one equal to image_url, as an upload writes).
    added.postImages = await step(
      'post images',
      `INSERT INTO social.post_images (id, post_id, url, position)
       SELECT ${idSql('postImages', tag, 'i * 2 + pos')}, ${post('i')},
              ($1::text[])[1 + (i / 5 + pos) % cardinality($1::text[])], pos
         FROM bench_post_plan, generate_series(0, 1) AS pos
        WHERE i % 15 = 1
       ON CONFLICT DO NOTHING`,
      [IMAGES],
    );
    // Distinct likers per post: member (i * 7919 + j * 7) mod N (in bigint: i * 7919 passes 2^31 from post 271,000) for j below the post's like count (< N).
    added.likes = await step(
      'likes',
      `INSERT INTO social.likes (id, user_id, post_id, created_at)
       SELECT ${idSql('likes', tag, 'like_offset + j + 1')}, ${author('1 + (i::bigint * 7919 + j * 7) % $1::int')}, ${post('i')},
              least(now(), created_at + (j + 1) * interval '3 minutes')
         FROM bench_post_plan, generate_series(0, likes - 1) AS j
       ON CONFLICT DO NOTHING`,
      [scale.members],
    );
    added.comments = await step(
      'comments',
      `INSERT INTO social.comments (id, user_id, post_id, content, created_at)
       SELECT ${idSql('comments', tag, 'i * 2 + c')}, ${author('1 + (i * 13 + c * 101) % $2::int')}, ${post('i')},
              $1 || ' Comment ' || (c + 1) || ' on post ' || i || ': so cute!',
              least(now(), created_at + (c + 1) * interval '5 minutes')
         FROM bench_post_plan, generate_series(0, 1) AS c
        WHERE i % 20 = 5
       ON CONFLICT DO NOTHING`,
      [BENCH_LABEL, scale.members],
    );
    // Each member follows half of its picks among the hot members (1 .. N/20) and half spread over everyone; a
    // pick that repeats or is oneself is skipped, hence "about" followsPerMember. Hot members get many followers.
    const half = Math.floor(scale.followsPerMember / 2);
    added.follows = await step(
      'follows',
      `INSERT INTO social.follows (id, follower_id, following_id, created_at)
       SELECT ${idSql('follows', tag, 'm * 1000 + k')}, ${author('m')}, ${author('t')},
              now() - ((m * $4::int + k) % 86400) * interval '1 minute'
         FROM (SELECT m, k,
                      CASE WHEN k <= $3::int THEN 1 + (m * 31 + k * 17) % $2::int
                           ELSE 1 + (m - 1 + (k - $3::int) * 37) % $1::int END AS t
                 FROM generate_series(1, $1::int) AS m, generate_series(1, $4::int) AS k) picks
        WHERE t <> m
       ON CONFLICT DO NOTHING`,
      [scale.members, plan.hotMembers, half, scale.followsPerMember],
    );
    added.demoFollows = await step(
      'demo member follows',
      `INSERT INTO social.follows (id, follower_id, following_id, created_at)
       SELECT ${idSql('follows', tag, 'k')}, $1::uuid, ${author('k * $2::int')}, now() - k * interval '1 hour'
         FROM generate_series(1, $3::int) AS k
       ON CONFLICT DO NOTHING`,
      [demoMemberId, plan.demoFollowStep, scale.demoMemberFollows],
    );
    await step('follow counts', FOLLOW_COUNTS_SQL);
    for (const trigger of POST_SCORE_TRIGGERS)
      await client.query(`ALTER TABLE social.posts ENABLE TRIGGER ${trigger}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  // VACUUM too: a freshly written table has no visibility map, so index-only scans would visit the heap.
  const t = performance.now();
  await client.query(
    'VACUUM ANALYZE social.authors, social.posts, social.post_images, social.likes, social.comments, social.follows',
  );
  log(`  VACUUM ANALYZE: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  rebuildRankings(client, log);
  const after = await socialAtScaleRowCounts(client, tag);
  return { before, after, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * The rows were written with SQL, past the service: its maintained rankings (the per-member recommendation candidates
 * above all) are recomputed from them with the service's own rebuild command, as an operator would after a restore.
 */
function rebuildRankings(client, log) {
  const { user, password, host, port, database } = client.connectionParameters;
  const url = new URL(`postgres://${host}:${port}/${database}`);
  url.username = user;
  if (password) url.password = password;
  const t = performance.now();
  const run = spawnSync(process.execPath, [REBUILD_RANKINGS], {
    env: { ...process.env, DATABASE_URL: url.toString() },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`rank:rebuild failed: ${run.stderr || run.stdout}`);
  log(`  rankings rebuilt: ${((performance.now() - t) / 1000).toFixed(1)} s ${run.stdout.trim()}`);
}

/** Counters that disagree with the rows they count (all zero after a correct seed). */
export async function socialAtScaleConsistency(client, tag) {
  const { rows } = await client.query(`
    SELECT
      (SELECT count(*) FROM social.posts p
         LEFT JOIN (SELECT post_id, count(*) AS n FROM social.likes GROUP BY 1) l ON l.post_id = p.id
        WHERE ${inScaleRange('p.id', 'posts', tag)} AND p.likes_count <> coalesce(l.n, 0)) AS likes_count_wrong,
      (SELECT count(*) FROM social.posts p
         LEFT JOIN (SELECT reply_to_id, count(*) AS n FROM social.posts WHERE reply_to_id IS NOT NULL GROUP BY 1) r
           ON r.reply_to_id = p.id
        WHERE ${inScaleRange('p.id', 'posts', tag)} AND p.replies_count <> coalesce(r.n, 0)) AS replies_count_wrong,
      (SELECT count(*) FROM social.posts p
         LEFT JOIN (SELECT post_id, count(*) AS n FROM social.comments GROUP BY 1) c ON c.post_id = p.id
        WHERE ${inScaleRange('p.id', 'posts', tag)} AND p.comments_count <> coalesce(c.n, 0)) AS comments_count_wrong,
      (SELECT count(*) FROM social.authors a
        WHERE a.followers_count <> (SELECT count(*) FROM social.follows f WHERE f.following_id = a.id)
           OR a.following_count <> (SELECT count(*) FROM social.follows f WHERE f.follower_id = a.id))
        AS follow_counts_wrong`);
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}
