import type { FeedPage, FeedPost } from '@petcora/contracts';
import {
  auth,
  recordQueries,
  insertAuthor,
  insertPost,
  startSocialTestApp,
  type SocialTestApp,
} from '../testing/social-test-app';

describe('feed reads', () => {
  let t: SocialTestApp;
  let maya: Awaited<ReturnType<typeof insertAuthor>>;
  let sam: Awaited<ReturnType<typeof insertAuthor>>;
  /** Newest first, as the feed lists them. */
  let postIds: string[];

  beforeAll(async () => {
    t = await startSocialTestApp('feed');
    maya = await insertAuthor(t.db, {
      username: 'Maya_Biscuit',
      displayName: 'Maya & Biscuit',
      profileImageUrl: '/a/maya.svg',
    });
    sam = await insertAuthor(t.db, { username: 'whiskers_sam', displayName: 'Sam' });
    postIds = [];
    for (let i = 0; i < 25; i++) {
      const author = i % 2 === 0 ? maya : sam;
      postIds.push(await insertPost(t.db, author.id, { content: `post ${i}`, minutesAgo: i }));
    }
    // A reply is not a top-level post: it must never appear in a feed page.
    await insertPost(t.db, sam.id, { content: 'a reply', minutesAgo: 0, replyToId: postIds[0] });
  });
  afterAll(() => t.close());

  const feed = (query: string, claims = maya.claims) => t.http().get(`/api/posts${query}`).set(auth(claims));

  it('answers 401 without an identity', async () => {
    const res = await t.http().get('/api/posts');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it.each([
    ['?page=0', 'page must be 1 or more'],
    ['?page=abc', 'page must be a whole number'],
    ['?limit=51', 'limit must be between 1 and 50'],
    ['?limit=0', 'limit must be between 1 and 50'],
    ['?limit=2.5', 'limit must be a whole number'],
    ['?algorithm=random', 'algorithm must be one of: chronological, timeline'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const res = await feed(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('pages 25 top-level posts newest first, 10 by default, with hasMore', async () => {
    const pages: FeedPage[] = [];
    for (const page of [1, 2, 3])
      pages.push((await feed(`?page=${page}&algorithm=chronological`).expect(200)).body);
    expect(pages.map((p) => p.posts.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    expect(pages.flatMap((p) => p.posts.map((post) => post.id))).toEqual(postIds);
    const beyond: FeedPage = (await feed('?page=4&algorithm=timeline').expect(200)).body;
    expect(beyond).toEqual({ posts: [], hasMore: false, nextCursor: null });
  });

  it('honours limit and reports no more pages exactly at the end', async () => {
    const page: FeedPage = (await feed('?page=1&limit=25').expect(200)).body;
    expect(page.posts).toHaveLength(25);
    expect(page.hasMore).toBe(false);
    const cut: FeedPage = (await feed('?page=2&limit=12').expect(200)).body;
    expect(cut.posts.map((p) => p.id)).toEqual(postIds.slice(12, 24));
    expect(cut.hasMore).toBe(true);
  });

  it('fills every field and alias the screens read', async () => {
    await t.db.query(
      `UPDATE social.posts SET likes_count = 3, comments_count = 2, repets_count = 1, location = 'Hartford' WHERE id = $1`,
      [postIds[0]],
    );
    const [post]: FeedPost[] = (await feed('?limit=1').expect(200)).body.posts;
    expect(post).toEqual({
      id: postIds[0],
      userId: maya.id,
      user: {
        id: maya.id,
        username: 'Maya_Biscuit',
        displayName: 'Maya & Biscuit',
        profileImageUrl: '/a/maya.svg',
        // An avatar given by address has no renditions.
        profileImage: null,
        isVerified: false,
      },
      username: 'Maya_Biscuit',
      userAvatar: '/a/maya.svg',
      content: 'post 0',
      location: 'Hartford',
      imageUrl: null,
      videoUrl: null,
      video: null,
      images: [],
      likesCount: 3,
      likeCount: 3,
      commentsCount: 2,
      commentCount: 2,
      repetsCount: 1,
      repliesCount: 0,
      replyToId: null,
      commentList: [],
      isLiked: false,
      isRepeted: false,
      isBookmarked: false,
      isThread: false,
      threadId: null,
      products: [],
      pets: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it("flags the viewer's own like, bookmark and repet only", async () => {
    const target = postIds[1];
    await t.db.query(`INSERT INTO social.likes (user_id, post_id) VALUES ($1, $2)`, [sam.id, target]);
    await t.db.query(`INSERT INTO social.bookmarks (user_id, post_id) VALUES ($1, $2)`, [sam.id, target]);
    await t.db.query(
      `INSERT INTO social.posts (user_id, content, is_repet, original_post_id, reply_to_id, created_at)
       VALUES ($1, '', true, $2, $2, now() - interval '1 day')`,
      [sam.id, target],
    );
    const flags = (page: FeedPage) =>
      page.posts
        .filter((p) => p.id === target)
        .map(({ isLiked, isBookmarked, isRepeted }) => ({ isLiked, isBookmarked, isRepeted }));
    const forSam: FeedPage = (await feed('?limit=5', sam.claims).expect(200)).body;
    const forMaya: FeedPage = (await feed('?limit=5', maya.claims).expect(200)).body;
    expect(flags(forSam)).toEqual([{ isLiked: true, isBookmarked: true, isRepeted: true }]);
    expect(flags(forMaya)).toEqual([{ isLiked: false, isBookmarked: false, isRepeted: false }]);
    expect(forSam.posts.filter((p) => p.id !== target).every((p) => !p.isLiked && !p.isBookmarked)).toBe(
      true,
    );
  });

  it('lists images with imageUrl first, then the other images in order', async () => {
    const id = postIds[2];
    await t.db.query(`UPDATE social.posts SET image_url = '/img/1.webp' WHERE id = $1`, [id]);
    await t.db.query(
      `INSERT INTO social.post_images (post_id, url, position) VALUES ($1, '/img/3.webp', 2), ($1, '/img/1.webp', 0), ($1, '/img/2.webp', 1)`,
      [id],
    );
    const page: FeedPage = (await feed('?limit=3').expect(200)).body;
    expect(page.posts[2].images).toEqual([
      { url: '/img/1.webp', alt: null },
      { url: '/img/2.webp', alt: null },
      { url: '/img/3.webp', alt: null },
    ]);
  });

  it('builds a page with exactly one SQL statement', async () => {
    const { result, statements } = await recordQueries(() => feed('?page=2&limit=10').expect(200));
    expect(result.body.posts).toHaveLength(10);
    expect(statements).toHaveLength(1);
    expect(statements[0].text).toMatch(
      /FROM \(SELECT c\.\* FROM \(SELECT p\.\*, p\.created_at AS sort_key, p\.id AS sort_id FROM social\.posts p[\s\S]+JOIN social\.authors a/,
    );
  });

  it("lists one author's posts by id, by username (any case) and under /api/profile, without a sign-in", async () => {
    const mayaPostIds = postIds.filter((_, i) => i % 2 === 0);
    const byId: FeedPage = (await t.http().get(`/api/users/${maya.id}/posts?limit=50`).expect(200)).body;
    const byName: FeedPage = (await t.http().get('/api/users/maya_biscuit/posts?limit=50').expect(200)).body;
    const byProfile: FeedPage = (
      await t.http().get('/api/profile/Maya_Biscuit/posts?limit=5&page=2').expect(200)
    ).body;
    expect(byId.posts.map((p) => p.id)).toEqual(mayaPostIds);
    expect(byName.posts.map((p) => p.id)).toEqual(mayaPostIds);
    expect(byProfile.posts.map((p) => p.id)).toEqual(mayaPostIds.slice(5, 10));
    expect(byProfile.hasMore).toBe(true);
    expect(byId.posts.every((p) => p.isLiked === false)).toBe(true);
  });

  it('answers an unknown author with an empty page, and treats SQL-looking input as a plain name', async () => {
    const unknown = await t.http().get(`/api/users/nobody_here/posts`).expect(200);
    expect(unknown.body).toEqual({ posts: [], hasMore: false, nextCursor: null });
    const injection = await t
      .http()
      .get(`/api/users/${encodeURIComponent("x' OR '1'='1")}/posts`)
      .expect(200);
    expect(injection.body).toEqual({ posts: [], hasMore: false, nextCursor: null });
  });
});
