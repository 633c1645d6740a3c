import type { FeedPage } from '@petcora/contracts';
import {
  auth,
  insertAuthor,
  insertPost,
  recordQueries,
  startSocialTestApp,
  type SocialTestApp,
} from '../testing/social-test-app';

type Author = Awaited<ReturnType<typeof insertAuthor>>;

const ids = (page: FeedPage) => page.posts.map((p) => p.id);
const HOUR = 60;
const DAY = 24 * HOUR;

/** Trending, timeline and recommended: what ranks first, and paging that holds still while posts arrive. */
describe('ranked feeds', () => {
  let t: SocialTestApp;
  let viewer: Author;
  let followed: Author;
  let stranger: Author;
  let other: Author;
  const post: Record<string, string> = {};

  async function make(name: string, author: Author, minutesAgo: number, counts: Record<string, number> = {}) {
    post[name] = await insertPost(t.db, author.id, { content: name, minutesAgo });
    await t.db.query(
      `UPDATE social.posts SET likes_count = $2, comments_count = $3, repets_count = $4, replies_count = $5 WHERE id = $1`,
      [post[name], counts.likes ?? 0, counts.comments ?? 0, counts.repets ?? 0, counts.replies ?? 0],
    );
  }

  beforeAll(async () => {
    t = await startSocialTestApp('feedrank');
    viewer = await insertAuthor(t.db, { username: 'rank_viewer' });
    followed = await insertAuthor(t.db, { username: 'rank_followed' });
    stranger = await insertAuthor(t.db, { username: 'rank_stranger' });
    other = await insertAuthor(t.db, { username: 'rank_other' });
    await t.db.query(`INSERT INTO social.follows (follower_id, following_id) VALUES ($1, $2)`, [
      viewer.id,
      followed.id,
    ]);
    await make('fresh', stranger, 0);
    await make('engagedOlder', other, 5 * HOUR, { likes: 10 });
    await make('veryOldEngaged', other, 6 * DAY, { likes: 10 });
    await make('outsideWindow', other, 8 * DAY, { likes: 1000 });
    await make('commented', stranger, 3 * HOUR, { comments: 2, repets: 1, replies: 1 });
    await make('followedHourOld', followed, HOUR);
    await make('ownTwoHours', viewer, 2 * HOUR);
    await make('likedByFollowed', stranger, 4 * HOUR, { likes: 1 });
    await make('notLikedByFollowed', other, 4 * HOUR, { likes: 1 });
    await t.db.query(`INSERT INTO social.likes (user_id, post_id) VALUES ($1, $2)`, [
      followed.id,
      post.likedByFollowed,
    ]);
    // Follow and like were written with SQL: the rebuild makes the viewer's recommendation candidates of them.
    await t.rebuildRankings();
  });
  afterAll(() => t.close());

  const get = (path: string, who: Author | null = viewer) => {
    const req = t.http().get(path);
    return who ? req.set(auth(who.claims)) : req;
  };
  const names = (page: FeedPage) =>
    ids(page).map((id) => Object.keys(post).find((n) => post[n] === id) ?? id);

  describe('trending', () => {
    it('ranks an engaged older post above a fresh unengaged one, and decay sinks a very old one', async () => {
      const order = names((await get('/api/posts/trending?limit=50', null).expect(200)).body);
      expect(order.indexOf('engagedOlder')).toBeLessThan(order.indexOf('fresh'));
      expect(order.indexOf('fresh')).toBeLessThan(order.indexOf('veryOldEngaged'));
      expect(order[order.length - 1]).toBe('veryOldEngaged');
    });

    it('weighs comments, repets and replies as engagement', async () => {
      // (2*2 + 3 + 2 + 1) / (3 + 2)^1.5 = 0.89 beats engagedOlder's (10 + 1) / 7^1.5 = 0.59.
      const order = names((await get('/api/posts/trending?limit=50', null).expect(200)).body);
      expect(order[0]).toBe('commented');
    });

    it('looks at the last 7 days only while they have posts', async () => {
      const order = names((await get('/api/posts/trending?limit=50', null).expect(200)).body);
      expect(order).not.toContain('outsideWindow');
      expect(order).toHaveLength(Object.keys(post).length - 1);
    });

    it('computes the ranking in one SQL statement', async () => {
      const { statements } = await recordQueries(() => get('/api/posts/trending?limit=5', null).expect(200));
      expect(statements).toHaveLength(1);
      expect(statements[0].text).toMatch(/FROM social.post_scores s/);
    });
  });

  describe('paging a ranked feed', () => {
    it('keeps the order of the first page across pages while new, hot posts arrive (no repeat, no gap)', async () => {
      const whole: FeedPage = (await get('/api/posts/trending?limit=50').expect(200)).body;
      const pages: FeedPage[] = [(await get('/api/posts/trending?limit=3').expect(200)).body];
      const arrived: string[] = [];
      try {
        while (pages[pages.length - 1].nextCursor) {
          arrived.push(await insertPost(t.db, stranger.id, { content: 'hot newcomer', minutesAgo: 0 }));
          await t.db.query(`UPDATE social.posts SET likes_count = 500 WHERE id = $1`, [
            arrived[arrived.length - 1],
          ]);
          const cursor = encodeURIComponent(pages[pages.length - 1].nextCursor!);
          pages.push((await get(`/api/posts/trending?limit=3&cursor=${cursor}`).expect(200)).body);
        }
        const read = pages.flatMap(ids);
        expect(read).toEqual(ids(whole));
        expect(new Set(read).size).toBe(read.length);
        expect(read.some((id) => arrived.includes(id))).toBe(false);
        // page= without a cursor is ranked as of now: the newcomers lead a fresh reading.
        const fresh: FeedPage = (await get('/api/posts/trending?limit=3&page=1').expect(200)).body;
        expect(ids(fresh).slice(0, arrived.length).sort()).toEqual([...arrived].sort());
      } finally {
        await t.db.query(`DELETE FROM social.posts WHERE content = 'hot newcomer'`);
      }
    });
  });

  describe('timeline', () => {
    it("ranks the viewer's own and followed accounts' posts above fresher posts of strangers", async () => {
      const order = names((await get('/api/posts?algorithm=timeline&limit=50').expect(200)).body);
      expect(order.slice(0, 2)).toEqual(['followedHourOld', 'ownTwoHours']);
      expect(order.indexOf('ownTwoHours')).toBeLessThan(order.indexOf('fresh'));
    });

    it('is ranked like trending for a viewer who follows nobody (their own posts aside)', async () => {
      const order = names((await get('/api/posts?algorithm=timeline&limit=50', stranger).expect(200)).body);
      expect(order.indexOf('engagedOlder')).toBeLessThan(order.indexOf('followedHourOld'));
    });

    it('pages by cursor to the end without repeats', async () => {
      const pages: FeedPage[] = [(await get('/api/posts?algorithm=timeline&limit=2').expect(200)).body];
      while (pages[pages.length - 1].nextCursor) {
        const cursor = encodeURIComponent(pages[pages.length - 1].nextCursor!);
        pages.push((await get(`/api/posts?algorithm=timeline&limit=2&cursor=${cursor}`).expect(200)).body);
      }
      const whole = ids((await get('/api/posts?algorithm=timeline&limit=50').expect(200)).body);
      expect(pages.flatMap(ids)).toEqual(whole);
    });
  });

  describe('recommended', () => {
    it("leaves out the viewer's own posts and followed accounts' posts", async () => {
      const order = names((await get('/api/posts/recommended?limit=50').expect(200)).body);
      expect(order).not.toContain('ownTwoHours');
      expect(order).not.toContain('followedHourOld');
      expect(order).toContain('fresh');
    });

    it('ranks a post liked by someone the viewer follows above an equal one nobody they follow liked', async () => {
      const order = names((await get('/api/posts/recommended?limit=50').expect(200)).body);
      expect(order.indexOf('likedByFollowed')).toBeLessThan(order.indexOf('notLikedByFollowed'));
    });

    it('gives visitors trending', async () => {
      const visitor: FeedPage = (await get('/api/posts/recommended?limit=50', null).expect(200)).body;
      const trending: FeedPage = (await get('/api/posts/trending?limit=50', null).expect(200)).body;
      expect(ids(visitor)).toEqual(ids(trending));
    });
  });
});

describe('ranked feeds when the last 7 days are quiet', () => {
  let t: SocialTestApp;

  beforeAll(async () => {
    t = await startSocialTestApp('feedrankold');
  });
  afterAll(() => t.close());

  it('rank every post instead of showing nothing', async () => {
    const author = await insertAuthor(t.db, { username: 'quiet_author' });
    const recent = await insertPost(t.db, author.id, { content: 'ten days', minutesAgo: 10 * DAY });
    const old = await insertPost(t.db, author.id, { content: 'twenty days', minutesAgo: 20 * DAY });
    const page: FeedPage = (await t.http().get('/api/posts/trending').expect(200)).body;
    expect(ids(page)).toEqual([recent, old]);
  });
});
