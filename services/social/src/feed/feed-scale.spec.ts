import type { FeedPage } from '@petcora/contracts';
import { encodeCursor } from './feed-cursor';
import {
  auth,
  insertAuthor,
  recordQueries,
  startSocialTestApp,
  type SocialTestApp,
} from '../testing/social-test-app';

const POSTS = 10_000;

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** Plan and timing of a feed page over 10k posts: the page must come from the feed index, not a scan and sort. */
describe('feed page over 10k posts', () => {
  let t: SocialTestApp;
  let viewer: Awaited<ReturnType<typeof insertAuthor>>;

  beforeAll(async () => {
    t = await startSocialTestApp('feedscale');
    viewer = await insertAuthor(t.db, { username: 'scale_viewer' });
    await t.db.query(
      `INSERT INTO social.authors (id, username, display_name, updated_at)
       SELECT gen_random_uuid(), 'author_' || n, 'Author ' || n, now() FROM generate_series(1, 200) n`,
    );
    await t.db.query(
      `INSERT INTO social.posts (user_id, content, image_url, created_at)
       SELECT a.id, 'Post number ' || n, CASE WHEN n % 3 = 0 THEN '/img/' || n || '.webp' END, now() - make_interval(secs => n)
         FROM generate_series(1, $1::int) n
         JOIN LATERAL (SELECT id FROM social.authors ORDER BY id OFFSET (n % 200) LIMIT 1) a ON true`,
      [POSTS],
    );
    // Replies and the viewer's likes, so the filters and EXISTS probes have something to skip and find.
    await t.db.query(
      `INSERT INTO social.posts (user_id, content, reply_to_id)
       SELECT user_id, 'reply', id FROM social.posts WHERE content LIKE 'Post number %0' `,
    );
    await t.db.query(
      `INSERT INTO social.likes (user_id, post_id) SELECT $1, id FROM social.posts WHERE content LIKE 'Post number %7'`,
      [viewer.id],
    );
    await t.db.query(
      `ANALYZE social.authors, social.posts, social.likes, social.bookmarks, social.post_images`,
    );
  }, 120_000);
  afterAll(() => t.close());

  it('reads page 1 and a deep page from the feed index in one statement, in milliseconds', async () => {
    for (const page of [1, 100]) {
      const { result, statements } = await recordQueries(() =>
        t.http().get(`/api/posts?page=${page}&limit=10`).set(auth(viewer.claims)).expect(200),
      );
      const body: FeedPage = result.body;
      expect(body.posts).toHaveLength(10);
      expect(body.hasMore).toBe(page < 1000);
      expect(statements).toHaveLength(1);

      const [{ 'QUERY PLAN': plan }] = await t.db.query(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statements[0].text}`,
        statements[0].values,
      );
      const nodes = planNodes(plan[0].Plan);
      expect(nodes.some((n) => n['Index Name'] === 'posts_feed_idx')).toBe(true);
      expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'posts')).toEqual(
        [],
      );
      // Only the page itself may be sorted (after the join), never the table.
      const sorted = nodes.filter((n) => n['Node Type'] === 'Sort').map((n) => n['Actual Rows']);
      expect(sorted.every((rows) => Number(rows) <= 11)).toBe(true);

      const timings: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = process.hrtime.bigint();
        await t.http().get(`/api/posts?page=${page}&limit=10`).set(auth(viewer.claims)).expect(200);
        timings.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      timings.sort((a, b) => a - b);
      const executionMs: number = plan[0]['Execution Time'];
      console.log(
        `feed page ${page} over ${POSTS} posts: SQL execution ${executionMs.toFixed(2)} ms (EXPLAIN ANALYZE), ` +
          `HTTP median ${timings[10].toFixed(2)} ms, p95 ${timings[18].toFixed(2)} ms`,
      );
      expect(executionMs).toBeLessThan(250);
    }
  });
  it('reads page 500 by cursor from the feed index, touching only the page', async () => {
    // The cursor a reader holds after 499 pages of 10: the 4990th post's keyset.
    const [row]: { k: string; id: string }[] = await t.db.query(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS k, id::text AS id
         FROM social.posts WHERE reply_to_id IS NULL AND NOT is_repet
        ORDER BY created_at DESC, id DESC OFFSET 4989 LIMIT 1`,
    );
    const cursor = encodeCursor({ l: 'all', k: row.k, i: row.id });
    const path = `/api/posts?limit=10&cursor=${cursor}`;
    const { result, statements } = await recordQueries(() =>
      t.http().get(path).set(auth(viewer.claims)).expect(200),
    );
    const body: FeedPage = result.body;
    const expected: { id: string }[] = await t.db.query(
      `SELECT id FROM social.posts WHERE reply_to_id IS NULL AND NOT is_repet
        ORDER BY created_at DESC, id DESC OFFSET 4990 LIMIT 10`,
    );
    expect(body.posts.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    expect(statements).toHaveLength(1);

    const [{ 'QUERY PLAN': plan }] = await t.db.query(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statements[0].text}`,
      statements[0].values,
    );
    const nodes = planNodes(plan[0].Plan);
    const feedScan = nodes.find((n) => n['Index Name'] === 'posts_feed_idx');
    expect(feedScan).toBeDefined();
    // The keyset is an index condition: the scan starts at the cursor and reads the page plus one row.
    expect(String(feedScan!['Index Cond'])).toMatch(/created_at/);
    expect(Number(feedScan!['Actual Rows'])).toBeLessThanOrEqual(11);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'posts')).toEqual([]);
    const executionMs: number = plan[0]['Execution Time'];
    console.log(`feed page 500 by cursor over ${POSTS} posts: SQL execution ${executionMs.toFixed(2)} ms`);
    expect(executionMs).toBeLessThan(50);
  });

  it('ranks trending and the timeline over 10k recent posts in one statement, in milliseconds', async () => {
    for (const path of [
      '/api/posts/trending?limit=10',
      '/api/posts?algorithm=timeline&limit=10',
      '/api/posts/recommended?limit=10',
    ]) {
      const { result, statements } = await recordQueries(() =>
        t.http().get(path).set(auth(viewer.claims)).expect(200),
      );
      expect(result.body.posts).toHaveLength(10);
      expect(statements).toHaveLength(1);
      const [{ 'QUERY PLAN': plan }] = await t.db.query(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${statements[0].text}`,
        statements[0].values,
      );
      const executionMs: number = plan[0]['Execution Time'];
      console.log(`${path} over ${POSTS} recent posts: SQL execution ${executionMs.toFixed(2)} ms`);
      expect(executionMs).toBeLessThan(500);
    }
  });
});
