import type { SocialSearchResult } from '@petcora/contracts';
import { recordQueries, useSocialApp } from '../testing/social-test-app';
import { RANK_WINDOW, RECENT_WALK } from './search.service';

/** A plan node of EXPLAIN (FORMAT JSON), only the fields read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode, table: string): PlanNode[] {
  const own = node['Relation Name'] === table ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => scansOf(child, table))];
}

const POSTS = 20_000;

/**
 * A search must cost about what a feed page costs, whatever the number of matches. At a realistic size (20k
 * posts, a third of them about baths) the plans must read a bounded number of rows
 * through indexes, never the whole table nor every match.
 */
describe('search plans at a realistic size', () => {
  const ctx = useSocialApp('search-plan', { poster: { username: 'plan_poster' } });

  beforeAll(async () => {
    const { t, poster } = ctx;
    // Newest first: post n is n minutes old. The word "zanzibar" only in the 30 oldest posts, far past RECENT_WALK.
    await t.db.query(
      `INSERT INTO social.posts (user_id, content, created_at)
       SELECT $1::uuid,
              CASE WHEN n > $2::int - 30 THEN 'Holiday in zanzibar'
                   WHEN n % 3 = 0 THEN 'Bath time for the dogs #dogs'
                   ELSE 'A walk in the park' END,
              now() - make_interval(mins => n)
         FROM generate_series(1, $2::int) AS n`,
      [poster.id, POSTS],
    );
    await t.db.query(`ANALYZE social.posts`);
  });

  /** Runs the search, then EXPLAIN ANALYZE of its statement that mentions `marker`. */
  async function planOf(
    query: string,
    marker: string,
  ): Promise<{ body: SocialSearchResult; plan: PlanNode }> {
    const { result, statements } = await recordQueries(() =>
      ctx.t.http().get(`/internal/search?${query}`).expect(200),
    );
    const statement = statements.find((s) => s.text.includes(marker));
    if (!statement) throw new Error(`no statement with ${marker}`);
    const [row]: { 'QUERY PLAN': { Plan: PlanNode }[] }[] = await ctx.t.db.query(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
      statement.values,
    );
    return { body: result.body as SocialSearchResult, plan: row['QUERY PLAN'][0].Plan };
  }

  const rowsRead = (plan: PlanNode, table: string) =>
    scansOf(plan, table).reduce((sum, scan) => sum + scan['Actual Rows'] * scan['Actual Loops'], 0);

  it.each([['q=bath'], [`q=${encodeURIComponent('#dogs')}`], ['q=bath&page=3']])(
    'posts for a common word (%s): no sequential scan, rows read bounded by the walk, not by the matches',
    async (query) => {
      const { body, plan } = await planOf(query, 'social.posts');
      expect(body.posts.length).toBeGreaterThan(0);
      expect(scansOf(plan, 'posts').map((s) => s['Node Type'])).not.toContain('Seq Scan');
      // ~6,700 posts match; the search reads the newest RECENT_WALK posts and nothing else.
      expect(rowsRead(plan, 'posts')).toBeLessThanOrEqual(RECENT_WALK);
    },
  );

  it('finds a word that only old posts hold, through the full-text index', async () => {
    const { body, plan } = await planOf('q=zanzibar&limit=50', 'social.posts');
    expect(body.posts).toHaveLength(30);
    expect(scansOf(plan, 'posts').map((s) => s['Node Type'])).not.toContain('Seq Scan');
    expect(rowsRead(plan, 'posts')).toBeLessThanOrEqual(RECENT_WALK + 30);
  });

  it('ranks only the newest RANK_WINDOW matches, then lists older ones newest first, pages without overlap', async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page += 1) {
      const { body } = await planOf(`q=bath&limit=50&page=${page}`, 'social.posts');
      expect(body.posts).toHaveLength(50);
      for (const post of body.posts) seen.add(post.id);
      if (page === 3) {
        // Past the window: strictly newest first.
        const times = body.posts.map((p) => Date.parse(p.createdAt));
        expect([...times].sort((a, b) => b - a)).toEqual(times);
      }
    }
    expect(seen.size).toBe(150);
    expect(RANK_WINDOW).toBeLessThanOrEqual(100);
  });
});
