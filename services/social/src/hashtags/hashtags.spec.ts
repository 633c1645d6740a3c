import type { FeedPage } from '@petcora/contracts';
import { auth, insertAuthor, insertPost, useSocialApp } from '../testing/social-test-app';

describe('hashtags', () => {
  const ctx = useSocialApp('hashtags', { maya: { username: 'maya_tags' }, rex: { username: 'rex_tags' } });

  const tagsOf = async (content: string): Promise<string[]> =>
    (await ctx.t.db.query(`SELECT social.extract_hashtags($1) AS tags`, [content]))[0].tags;

  describe('extraction (the generated posts.hashtags column)', () => {
    it.each([
      ['Walk with #Dogs and #dogs and #DOGS', ['dogs']],
      ['#first at the start, #second_one, #3legs!', ['3legs', 'first', 'second_one']],
      ['#cats,#dogs.#fish', ['cats', 'dogs', 'fish']],
      ['not a#tag, not &#39;, not https://example.com/#anchor, not ##double', []],
      [`#${'a'.repeat(50)} #${'b'.repeat(51)}`, ['a'.repeat(50)]],
      ['#café is no tag, #dog🐶 is dog, #- and # alone are nothing', ['dog']],
      ['no tags at all', []],
    ])('%s', async (content, expected) => {
      expect(await tagsOf(content)).toEqual(expected);
    });

    it('is stored on the post and follows edits of the content', async () => {
      const id = await insertPost(ctx.t.db, ctx.maya.id, { content: 'Bath day #Grooming #oatmeal' });
      const [row] = await ctx.t.db.query(`SELECT hashtags FROM social.posts WHERE id = $1`, [id]);
      expect(row.hashtags).toEqual(['grooming', 'oatmeal']);
      await ctx.t.db.query(`UPDATE social.posts SET content = 'now #other' WHERE id = $1`, [id]);
      const [after] = await ctx.t.db.query(`SELECT hashtags FROM social.posts WHERE id = $1`, [id]);
      expect(after.hashtags).toEqual(['other']);
      await ctx.t.db.query(`DELETE FROM social.posts WHERE id = $1`, [id]);
    });

    it('has the indexes posts by tag, trending and search need', async () => {
      const rows: { indexname: string }[] = await ctx.t.db.query(
        `SELECT indexname FROM pg_indexes WHERE schemaname = 'social'`,
      );
      expect(rows.map((r) => r.indexname)).toEqual(
        expect.arrayContaining([
          'posts_hashtags_idx',
          'posts_tagged_created_idx',
          'posts_search_vector_idx',
          'authors_followers_count_idx',
        ]),
      );
    });
  });

  describe('GET /api/hashtags/trending', () => {
    beforeAll(async () => {
      const { t, maya, rex } = ctx;
      await insertPost(t.db, maya.id, { content: '#dogs #walks', minutesAgo: 10 });
      await insertPost(t.db, rex.id, { content: 'More #dogs', minutesAgo: 60 * 24 * 6 });
      await insertPost(t.db, rex.id, { content: '#cats and #dogs', minutesAgo: 60 });
      await insertPost(t.db, maya.id, { content: '#cats', minutesAgo: 5 });
      await insertPost(t.db, maya.id, { content: '#birds only once' });
      // Outside the window, a reply and a repet: not counted.
      await insertPost(t.db, maya.id, { content: '#ancient #ancient2 #ancient3', minutesAgo: 60 * 24 * 8 });
      const parent = await insertPost(t.db, rex.id, { content: 'plain parent' });
      await insertPost(t.db, maya.id, { content: '#replytag #replytag2', replyToId: parent });
      await t.db.query(
        `INSERT INTO social.posts (user_id, content, is_repet, original_post_id) VALUES ($1, '#repettag', true, $2)`,
        [maya.id, parent],
      );
      // A post a moderator removed and one of a suspended member: not counted.
      const removed = await insertPost(t.db, rex.id, { content: '#removedtag', minutesAgo: 3 });
      await t.db.query(`UPDATE social.posts SET removed_at = now() WHERE id = $1`, [removed]);
      const suspended = await insertAuthor(t.db);
      await insertPost(t.db, suspended.id, { content: '#suspendedtag', minutesAgo: 3 });
      await t.db.query(`UPDATE social.authors SET suspended_at = now() WHERE id = $1`, [suspended.id]);
      await t.refreshRankings();
    });

    it('counts the tags of top-level posts of the last 7 days, most used first, ties by tag', async () => {
      const res = await ctx.t.http().get('/api/hashtags/trending').expect(200);
      expect(res.body).toEqual({
        hashtags: [
          { tag: 'dogs', postsCount: 3 },
          { tag: 'cats', postsCount: 2 },
          { tag: 'birds', postsCount: 1 },
          { tag: 'walks', postsCount: 1 },
        ],
      });
      const two = await ctx.t.http().get('/api/hashtags/trending?limit=2').expect(200);
      expect(two.body.hashtags.map((h: { tag: string }) => h.tag)).toEqual(['dogs', 'cats']);
    });

    it('validates limit', async () => {
      for (const limit of ['0', '21', 'abc']) {
        const res = await ctx.t.http().get(`/api/hashtags/trending?limit=${limit}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: expect.stringMatching(/limit/) });
      }
    });
  });

  describe('GET /api/hashtags/:tag/posts', () => {
    it('lists the top-level posts carrying the tag, newest first, with the viewer’s flags', async () => {
      const res = await ctx.t.http().get('/api/hashtags/dogs/posts').set(auth(ctx.rex.claims)).expect(200);
      const body = res.body as FeedPage;
      expect(body.posts.map((p) => p.content)).toEqual(['#dogs #walks', '#cats and #dogs', 'More #dogs']);
      expect(body.posts[0]).toMatchObject({ username: 'maya_tags', isLiked: false });
      expect(body.hasMore).toBe(false);
    });

    it('tolerates a leading # and upper case, and pages by cursor', async () => {
      const first = await ctx.t
        .http()
        .get(`/api/hashtags/${encodeURIComponent('#DOGS')}/posts?limit=2`)
        .expect(200);
      expect(first.body.posts.map((p: { content: string }) => p.content)).toEqual([
        '#dogs #walks',
        '#cats and #dogs',
      ]);
      expect(first.body.hasMore).toBe(true);
      const second = await ctx.t
        .http()
        .get(`/api/hashtags/dogs/posts?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`)
        .expect(200);
      expect(second.body.posts.map((p: { content: string }) => p.content)).toEqual(['More #dogs']);
      expect((await ctx.t.http().get('/api/hashtags/replytag/posts').expect(200)).body.posts).toEqual([]);
      expect((await ctx.t.http().get('/api/hashtags/unused/posts').expect(200)).body).toMatchObject({
        posts: [],
        hasMore: false,
      });
    });

    it('answers 400 for anything that cannot be a tag', async () => {
      for (const tag of ['a'.repeat(51), 'two%20words', 'caf%C3%A9', '%00', `'%3B--`, '%25', '%23', 'a-b']) {
        const res = await ctx.t.http().get(`/api/hashtags/${tag}/posts`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Hashtag must be 1 to 50 letters, digits or underscores' });
      }
    });
  });
});
