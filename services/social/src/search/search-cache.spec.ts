import type { SocialSearchResult } from '@petcora/contracts';
import { AuthorsService } from '../authors/authors.service';
import {
  auth,
  insertPost,
  type RecordedStatement,
  recordQueries,
  useSocialApp,
} from '../testing/social-test-app';
import { SearchMatchCache, SEARCH_MATCH_MAX_ENTRIES, type SearchMatches } from './search-match-cache';

/**
 * The viewer-independent part of a search (which members, which post ids) is reused for up to
 * SEARCH_MATCH_TTL_MS; these tests hold the promises that make that invisible on one copy of the service.
 */
describe('search match cache (real Postgres)', () => {
  const ctx = useSocialApp('search_cache', {
    maya: { username: 'maya', displayName: 'Maya' },
    sam: { username: 'sam', displayName: 'Sam' },
    heron: { username: 'heron_keeper', displayName: 'Heron Keeper' },
  });

  const search = async (query: string, headers: Record<string, string> = {}) => {
    const res = await ctx.t.http().get(`/internal/search?${query}`).set(headers);
    expect(res.status).toBe(200);
    return res.body as SocialSearchResult;
  };
  const contents = (body: SocialSearchResult) => body.posts.map((p) => p.content);
  const cache = () => ctx.t.app.get(SearchMatchCache);
  /** The search's own statements: the media sweep's first run (at start) may land in the same moment. */
  const searchStatements = (statements: RecordedStatement[]) =>
    statements.filter(
      (statement) => !/DELETE FROM social\.(media_uploads|upload_budgets)/.test(statement.text),
    );

  it('a repeated search reads only the cards (one statement), the first one all three', async () => {
    await insertPost(ctx.t.db, ctx.maya.id, { content: 'Quokka spotted near the lake', minutesAgo: 3 });
    const first = await recordQueries(() => search('q=quokka'));
    expect(searchStatements(first.statements)).toHaveLength(3);
    const again = await recordQueries(() => search('q=quokka'));
    expect(searchStatements(again.statements)).toHaveLength(1);
    expect(again.result).toEqual(first.result);
    // A member also gets the probe for blocks and mutes; with none, the shared matches serve them too.
    const member = await recordQueries(() => search('q=quokka', auth(ctx.sam.claims)));
    expect(searchStatements(member.statements)).toHaveLength(2);
    expect(member.result.posts.map((post) => post.id)).toEqual(first.result.posts.map((post) => post.id));
  });

  it('finds a post created right after the same search was cached', async () => {
    expect(contents(await search('q=axolotl'))).toEqual([]);
    const res = await ctx.t
      .http()
      .post('/api/posts')
      .set(auth(ctx.maya.claims))
      .send({ content: 'Our axolotl smiles at breakfast' });
    expect(res.status).toBe(201);
    expect(contents(await search('q=axolotl'))).toEqual(['Our axolotl smiles at breakfast']);
  });

  it('drops a deleted post at once, and the page fills from the next match', async () => {
    await insertPost(ctx.t.db, ctx.maya.id, { content: 'Capybara bath, older', minutesAgo: 20 });
    const newer = await insertPost(ctx.t.db, ctx.maya.id, {
      content: 'Capybara bath, newer',
      minutesAgo: 10,
    });
    const before = await search('q=capybara&limit=1');
    expect(contents(before)).toEqual(['Capybara bath, newer']);
    expect(before.hasMore).toBe(true);
    await ctx.t.http().delete(`/api/posts/${newer}`).set(auth(ctx.maya.claims)).expect(200);
    const after = await search('q=capybara&limit=1');
    expect(contents(after)).toEqual(['Capybara bath, older']);
    expect(after.hasMore).toBe(false);
  });

  it('gives each viewer of a cached search their own flags and the current counts', async () => {
    const id = await insertPost(ctx.t.db, ctx.sam.id, { content: 'Pangolin plushie review', minutesAgo: 4 });
    await ctx.t.db.query(`INSERT INTO social.likes (user_id, post_id) VALUES ($1, $2)`, [ctx.maya.id, id]);
    await ctx.t.db.query(`UPDATE social.posts SET likes_count = 1 WHERE id = $1`, [id]);
    expect((await search('q=pangolin', auth(ctx.maya.claims))).posts[0]).toMatchObject({ id, isLiked: true });
    // Same query, now cached: another viewer, then a visitor, then the first viewer again.
    expect((await search('q=pangolin', auth(ctx.sam.claims))).posts[0]).toMatchObject({ id, isLiked: false });
    expect((await search('q=pangolin')).posts[0]).toMatchObject({ id, isLiked: false, likeCount: 1 });
    await ctx.t.http().post(`/api/posts/${id}/like`).set(auth(ctx.sam.claims)).expect(200);
    expect((await search('q=pangolin', auth(ctx.sam.claims))).posts[0]).toMatchObject({
      id,
      isLiked: true,
      likeCount: 2,
    });
    expect((await search('q=pangolin', auth(ctx.maya.claims))).posts[0]).toMatchObject({ id, isLiked: true });
  });

  it('finds a member renamed right after the same search was cached', async () => {
    expect((await search('q=flamingo')).users).toEqual([]);
    await ctx.t.app.get(AuthorsService).applyProfile(
      {
        id: ctx.heron.id,
        username: 'heron_keeper',
        displayName: 'Flamingo Keeper',
        profileImageUrl: null,
        isVerified: false,
      },
      new Date(),
    );
    expect((await search('q=flamingo')).users.map((u) => u.displayName)).toEqual(['Flamingo Keeper']);
  });

  it('stays bounded under a flood of distinct queries', async () => {
    cache().invalidate();
    const flood = SEARCH_MATCH_MAX_ENTRIES + 40;
    // Odd and long texts too: each is a distinct key; none may grow the cache past its bound.
    for (let i = 0; i < flood; i += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, j) =>
          search(`q=${encodeURIComponent(`${'"&|!:*'.repeat(30)} ${i + j} 🐶`)}`),
        ),
      );
    expect(cache().size).toBe(SEARCH_MATCH_MAX_ENTRIES);
  }, 120_000);

  it('still refuses an over-long query, cached or not', async () => {
    const res = await ctx.t.http().get(`/internal/search?q=${'a'.repeat(201)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Search text must be at most 200 characters' });
  });
});

describe('SearchMatchCache', () => {
  const found = (id: string): SearchMatches => ({ people: [], postIds: [id] });
  const clock = () => {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };

  it('keeps a list for its TTL only', async () => {
    const time = clock();
    const cache = new SearchMatchCache(2000, 10, time.now);
    const load = jest.fn(async () => found('a'));
    await cache.matches('k', load);
    time.advance(1999);
    await cache.matches('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.matches('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('evicts the least recently used beyond its bound', async () => {
    const cache = new SearchMatchCache(2000, 3, clock().now);
    for (const key of ['a', 'b', 'c']) await cache.matches(key, async () => found(key));
    await cache.matches('a', async () => found('never')); // a hit: 'a' is now the most recently used
    await cache.matches('d', async () => found('d'));
    expect(await cache.matches('a', async () => found('reloaded'))).toEqual(found('a'));
    expect(await cache.matches('b', async () => found('reloaded'))).toEqual(found('reloaded'));
    for (let i = 0; i < 100; i += 1) await cache.matches(`flood ${i}`, async () => found('x'));
    expect(cache.size).toBe(3);
  });

  it('never stores what a search read before a write cleared the cache', async () => {
    const cache = new SearchMatchCache(2000, 10, clock().now);
    let finish: (value: SearchMatches) => void = () => undefined;
    const reading = cache.matches('k', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate(); // a post was committed while the search was reading
    finish(found('before the write'));
    expect(await reading).toEqual(found('before the write'));
    expect(await cache.matches('k', async () => found('after the write'))).toEqual(found('after the write'));
  });

  it('lets concurrent identical searches share one read, but not across a write', async () => {
    const cache = new SearchMatchCache(2000, 10, clock().now);
    const load = jest.fn(async () => found('a'));
    await Promise.all([cache.matches('k', load), cache.matches('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    let finish: (value: SearchMatches) => void = () => undefined;
    const old = cache.matches('j', () => new Promise((resolve) => (finish = resolve)));
    cache.invalidate();
    const fresh = cache.matches('j', async () => found('fresh'));
    finish(found('stale'));
    expect(await old).toEqual(found('stale'));
    expect(await fresh).toEqual(found('fresh'));
  });
});
