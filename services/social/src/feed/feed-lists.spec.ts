import type { FeedPage } from '@petcora/contracts';
import {
  auth,
  insertAuthor,
  insertPost,
  startSocialTestApp,
  type SocialTestApp,
} from '../testing/social-test-app';

type Author = Awaited<ReturnType<typeof insertAuthor>>;

const ids = (page: FeedPage) => page.posts.map((p) => p.id);

/** Keyset paging, the public lists (photos, threads) and the Following feed. */
describe('feed lists and keyset paging', () => {
  let t: SocialTestApp;
  let maya: Author;
  let sam: Author;
  let lee: Author;
  /** Top-level posts, newest first. */
  let postIds: string[];

  beforeAll(async () => {
    t = await startSocialTestApp('feedlists');
    maya = await insertAuthor(t.db, { username: 'maya_lists' });
    sam = await insertAuthor(t.db, { username: 'sam_lists' });
    lee = await insertAuthor(t.db, { username: 'lee_lists' });
    postIds = [];
    for (let i = 0; i < 20; i++) {
      const author = [maya, sam, lee][i % 3];
      postIds.push(await insertPost(t.db, author.id, { content: `list post ${i}`, minutesAgo: 10 + i }));
    }
    // Two posts in the same microsecond: the id breaks the tie, so paging must carry it.
    await t.db.query(
      `UPDATE social.posts SET created_at = (SELECT created_at FROM social.posts WHERE id = $1) WHERE id = $2`,
      [postIds[5], postIds[6]],
    );
    postIds = (
      await t.db.query(
        `SELECT id FROM social.posts WHERE reply_to_id IS NULL AND NOT is_repet ORDER BY created_at DESC, id DESC`,
      )
    ).map((r: { id: string }) => r.id);
    await insertPost(t.db, sam.id, { content: 'a reply', minutesAgo: 1, replyToId: postIds[0] });
  });
  afterAll(() => t.close());

  const get = (path: string, who: Author | null = maya) => {
    const req = t.http().get(path);
    return who ? req.set(auth(who.claims)) : req;
  };

  async function readAll(path: string, who: Author | null = maya, between?: () => Promise<void>) {
    const pages: FeedPage[] = [(await get(path, who).expect(200)).body];
    while (pages[pages.length - 1].nextCursor) {
      if (between) await between();
      const cursor = encodeURIComponent(pages[pages.length - 1].nextCursor!);
      pages.push((await get(`${path}&cursor=${cursor}`, who).expect(200)).body);
      if (pages.length > 50) throw new Error('cursor paging does not end');
    }
    return pages;
  }

  describe('by cursor', () => {
    it('walks the chronological feed page by page to the end: every post once, in order', async () => {
      const pages = await readAll('/api/posts?algorithm=chronological&limit=3');
      expect(pages.flatMap(ids)).toEqual(postIds);
      expect(pages.map((p) => p.hasMore)).toEqual([...Array(6).fill(true), false]);
      expect(pages[pages.length - 1].nextCursor).toBeNull();
      expect(pages[0].nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    });

    it('neither repeats nor skips when new posts arrive between pages; page= shifts instead', async () => {
      const first: FeedPage = (await get('/api/posts?limit=5').expect(200)).body;
      const arrived: string[] = [];
      for (let i = 0; i < 3; i++)
        arrived.push(await insertPost(t.db, lee.id, { content: `arrived ${i}`, minutesAgo: 0 }));
      try {
        const cursor = encodeURIComponent(first.nextCursor!);
        const next: FeedPage = (await get(`/api/posts?limit=5&cursor=${cursor}`).expect(200)).body;
        expect(ids(first)).toEqual(postIds.slice(0, 5));
        expect(ids(next)).toEqual(postIds.slice(5, 10));
        // The spec's page= is an offset over the current list: the three new posts push old ones down a page.
        const byOffset: FeedPage = (await get('/api/posts?limit=5&page=2').expect(200)).body;
        expect(ids(byOffset)).toEqual(postIds.slice(2, 7));
        // A fresh first page shows the new posts.
        const fresh: FeedPage = (await get('/api/posts?limit=5').expect(200)).body;
        expect(ids(fresh).slice(0, 3)).toEqual(arrived.reverse());
      } finally {
        await t.db.query(`DELETE FROM social.posts WHERE content LIKE 'arrived %'`);
      }
    });

    it('ignores page when a cursor is given', async () => {
      const first: FeedPage = (await get('/api/posts?limit=4').expect(200)).body;
      const cursor = encodeURIComponent(first.nextCursor!);
      const next: FeedPage = (await get(`/api/posts?limit=4&page=3&cursor=${cursor}`).expect(200)).body;
      expect(ids(next)).toEqual(postIds.slice(4, 8));
    });

    it('pages replies oldest first and a thread by cursor', async () => {
      const parent = postIds[10];
      const replies: string[] = [];
      for (let i = 0; i < 5; i++)
        replies.push(
          await insertPost(t.db, sam.id, { content: `r${i}`, minutesAgo: 9 - i, replyToId: parent }),
        );
      const pages = await readAll(`/api/posts/${parent}/replies?limit=2`, null);
      expect(pages.flatMap(ids)).toEqual(replies);
    });
  });

  describe('hostile cursors', () => {
    const b64 = (value: unknown) =>
      encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64url'));
    const uuid = '0d9c3a52-55a4-4d0e-9b36-2f3e2f6f7a10';

    it.each([
      ['garbage', 'not-a-cursor!!'],
      ['base64 of text', Buffer.from('hello').toString('base64url')],
      ['an impossible date', b64({ l: 'all', k: '2026-02-30T10:00:00.000000Z', i: uuid })],
      ['SQL as the key', b64({ l: 'all', k: "x'; DROP TABLE social.posts; --", i: uuid })],
      ['a malformed id', b64({ l: 'all', k: '2026-11-23T10:00:00.123456Z', i: 'nope' })],
      ['a ranked cursor', b64({ l: 'trending', k: '0.5', i: uuid, a: '2026-11-23T10:00:00.123Z' })],
      ['a huge value', 'A'.repeat(5000)],
      ['two cursors', 'a&cursor=b'],
    ])('answers 400 Invalid cursor for %s on GET /api/posts', async (_, cursor) => {
      const res = await get(`/api/posts?cursor=${cursor}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid cursor' });
    });

    it.each([
      ['NaN as the score', { l: 'trending', k: 'NaN', i: uuid, a: '2026-11-23T10:00:00.123Z' }],
      ['no as-of', { l: 'trending', k: '0.5', i: uuid }],
      [
        'a time key',
        { l: 'trending', k: '2026-11-23T10:00:00.123456Z', i: uuid, a: '2026-11-23T10:00:00.123Z' },
      ],
      ['a chronological cursor', { l: 'all', k: '2026-11-23T10:00:00.123456Z', i: uuid }],
    ])('answers 400 Invalid cursor for %s on trending', async (_, value) => {
      const res = await get(`/api/posts/trending?cursor=${b64(value)}`, null);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid cursor' });
    });

    it('bounds page= (an OFFSET) and points to cursors', async () => {
      const res = await get('/api/posts?page=1001');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'page must be 1000 or less; use cursor to read further' });
      await get('/api/posts?page=1000').expect(200);
    });
  });

  describe('route order', () => {
    it.each(['trending', 'recommended', 'photos', 'threads'])(
      'GET /api/posts/%s is a list, not a post id',
      async (name) => {
        const res = await get(`/api/posts/${name}`, null);
        expect(res.status).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual(['hasMore', 'nextCursor', 'posts']);
        expect(Array.isArray(res.body.posts)).toBe(true);
      },
    );

    it('GET /api/posts/following asks for a sign-in instead of reading "following" as an id', async () => {
      const res = await get('/api/posts/following', null);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: expect.any(String) });
    });

    it('still reads a post by id and refuses a bad id', async () => {
      expect((await get(`/api/posts/${postIds[0]}`, null).expect(200)).body.id).toBe(postIds[0]);
      expect((await get('/api/posts/trendingx', null)).body).toEqual({ message: 'Invalid post id' });
    });
  });

  describe('photos and threads', () => {
    it('lists posts with a picture, including one whose images were only written to post_images', async () => {
      await t.db.query(`UPDATE social.posts SET image_url = '/img/a.webp' WHERE id = $1`, [postIds[3]]);
      // A writer that fills post_images only: the trigger puts the first image in image_url (posts_photos_idx).
      await t.db.query(
        `INSERT INTO social.post_images (post_id, url, position) VALUES ($1, '/img/b1.webp', 0), ($1, '/img/b2.webp', 1)`,
        [postIds[8]],
      );
      await t.db.query(`UPDATE social.posts SET video_url = '/v/c.mp4' WHERE id = $1`, [postIds[9]]);
      const page: FeedPage = (await get('/api/posts/photos', null).expect(200)).body;
      expect(ids(page)).toEqual([postIds[3], postIds[8]]);
      expect(page.posts[1].images).toEqual([
        { url: '/img/b1.webp', alt: null },
        { url: '/img/b2.webp', alt: null },
      ]);
      expect(page.posts[1].imageUrl).toBe('/img/b1.webp');
    });

    it('lists the first posts of threads, newest first, not their entries', async () => {
      await t.db.query(`UPDATE social.posts SET is_thread = true WHERE id = ANY($1::uuid[])`, [
        [postIds[12], postIds[2]],
      ]);
      await t.db.query(`UPDATE social.posts SET thread_id = $1 WHERE id = $2`, [postIds[12], postIds[11]]);
      const page: FeedPage = (await get('/api/posts/threads', null).expect(200)).body;
      expect(ids(page)).toEqual([postIds[2], postIds[12]]);
    });
  });

  describe('following', () => {
    it('lists only posts of followed accounts, newest first, by cursor to the end', async () => {
      const follower = await insertAuthor(t.db, { username: 'follower_lists' });
      const empty: FeedPage = (await get('/api/posts/following', follower).expect(200)).body;
      expect(empty).toEqual({ posts: [], hasMore: false, nextCursor: null });

      await t.db.query(`INSERT INTO social.follows (follower_id, following_id) VALUES ($1, $2), ($1, $3)`, [
        follower.id,
        maya.id,
        lee.id,
      ]);
      const own = await insertPost(t.db, follower.id, { content: 'mine', minutesAgo: 0 });
      const expected: string[] = (
        await t.db.query(
          `SELECT id FROM social.posts WHERE user_id = ANY($1::uuid[]) AND reply_to_id IS NULL AND NOT is_repet
            ORDER BY created_at DESC, id DESC`,
          [[maya.id, lee.id]],
        )
      ).map((r: { id: string }) => r.id);
      expect(expected.length).toBeGreaterThan(10);
      const pages = await readAll('/api/posts/following?limit=4', follower);
      expect(pages.flatMap(ids)).toEqual(expected);
      expect(pages.flatMap(ids)).not.toContain(own);
      const byPage: FeedPage = (await get('/api/posts/following?limit=4&page=2', follower).expect(200)).body;
      expect(ids(byPage)).toEqual(expected.slice(4, 8));
    });
  });
});
