import type { FeedPage, PublicProfile } from '@petcora/contracts';
import { auth, insertAuthor, insertPost, recordQueries, useSocialTestApp } from '../testing/social-test-app';

type Author = Awaited<ReturnType<typeof insertAuthor>>;

const ids = (page: FeedPage) => page.posts.map((p) => p.id);

describe('public profiles and their tabs', () => {
  let maya: Author;
  let sam: Author;
  let lee: Author;
  const posts: string[] = [];
  let replies: string[];
  let media: string[];
  /** Posts Maya liked, latest like first. */
  let liked: string[];
  let samPost: string;

  const t = useSocialTestApp('profiles');

  beforeAll(async () => {
    maya = await insertAuthor(t.db, {
      username: 'Maya_Profile',
      displayName: 'Maya',
      profileImageUrl: '/a/m.webp',
    });
    sam = await insertAuthor(t.db, { username: 'sam_profile' });
    lee = await insertAuthor(t.db, { username: 'lee_profile' });
    await t.db.query(
      `UPDATE social.authors SET bio = 'Golden retriever mom', cover_image_url = '/b/m.webp', location = 'Hartford, CT',
              website = 'https://maya.example', joined_at = '2025-03-04T05:06:07.000Z',
              followers_count = 2, following_count = 1
        WHERE id = $1`,
      [maya.id],
    );
    // Follow rows as the follows feature writes them (it also keeps the two counts above).
    await t.db.query(
      `INSERT INTO social.follows (follower_id, following_id) VALUES ($1, $2), ($3, $2), ($2, $1)`,
      [sam.id, maya.id, lee.id],
    );
    for (let i = 0; i < 4; i++)
      posts.unshift(await insertPost(t.db, maya.id, { content: `maya ${i}`, minutesAgo: 100 - i }));
    samPost = await insertPost(t.db, sam.id, { content: 'sam post', minutesAgo: 90 });
    const leePost = await insertPost(t.db, lee.id, { content: 'lee post', minutesAgo: 80 });
    replies = [
      await insertPost(t.db, maya.id, { content: 'reply 2', minutesAgo: 10, replyToId: leePost }),
      await insertPost(t.db, maya.id, { content: 'reply 1', minutesAgo: 20, replyToId: samPost }),
    ];
    // A repet is neither a post of the Posts tab nor a reply.
    await t.db.query(
      `INSERT INTO social.posts (user_id, content, is_repet, original_post_id) VALUES ($1, '', true, $2)`,
      [maya.id, samPost],
    );
    await t.db.query(`UPDATE social.posts SET image_url = '/img/1.webp' WHERE id = $1`, [posts[1]]);
    await t.db.query(`UPDATE social.posts SET video_url = '/v/1.mp4' WHERE id = $1`, [posts[3]]);
    media = [posts[1], posts[3]];
    // Maya liked Lee's post first, then Sam's, then her own oldest: the Likes tab follows the likes' time.
    await t.db.query(
      `INSERT INTO social.likes (user_id, post_id, created_at) VALUES
         ($1, $2, now() - interval '3 minutes'), ($1, $3, now() - interval '2 minutes'), ($1, $4, now() - interval '1 minute')`,
      [maya.id, leePost, samPost, posts[3]],
    );
    liked = [posts[3], samPost, leePost];
    // A placeholder row of a rename still in flight (ADR 0013).
    await insertAuthor(t.db, { username: '~0d9c3a52-55a4-4d0e-9b36-2f3e2f6f7a10' });
  });

  const get = (path: string, who: Author | null = null) => {
    const req = t.http().get(path);
    return who ? req.set(auth(who.claims)) : req;
  };

  describe('GET /api/profile/:username', () => {
    it('answers the public profile with its counts, by username in any case, in one statement', async () => {
      const { result, statements } = await recordQueries(() => get('/api/profile/maya_PROFILE').expect(200));
      expect(statements).toHaveLength(1);
      const profile: PublicProfile = result.body;
      expect(profile).toEqual({
        id: maya.id,
        username: 'Maya_Profile',
        displayName: 'Maya',
        bio: 'Golden retriever mom',
        profileImageUrl: '/a/m.webp',
        profilePicture: '/a/m.webp',
        // Pictures given by address have no renditions.
        profileImage: null,
        coverImage: null,
        coverImageUrl: '/b/m.webp',
        location: 'Hartford, CT',
        website: 'https://maya.example',
        isVerified: false,
        createdAt: '2025-03-04T05:06:07.000Z',
        followersCount: 2,
        followingCount: 1,
        postsCount: 4,
        isFollowing: false,
        followsYou: false,
        isOwnProfile: false,
        isBlocked: false,
        isMuted: false,
      });
    });

    it('tells the viewer how they relate to the member', async () => {
      const bySam: PublicProfile = (await get('/api/profile/Maya_Profile', sam).expect(200)).body;
      expect(bySam).toMatchObject({ isFollowing: true, followsYou: true, isOwnProfile: false });
      const byLee: PublicProfile = (await get('/api/profile/Maya_Profile', lee).expect(200)).body;
      expect(byLee).toMatchObject({ isFollowing: true, followsYou: false, isOwnProfile: false });
      const byMaya: PublicProfile = (await get('/api/profile/Maya_Profile', maya).expect(200)).body;
      expect(byMaya).toMatchObject({ isFollowing: false, followsYou: false, isOwnProfile: true });
      const samBySam: PublicProfile = (await get('/api/profile/sam_profile', maya).expect(200)).body;
      expect(samBySam).toMatchObject({ isFollowing: true, followsYou: true, postsCount: 1 });
    });

    it('never shows private account data', async () => {
      const profile = (await get('/api/profile/Maya_Profile', maya).expect(200)).body;
      for (const key of ['email', 'role', 'password', 'phoneNumber', 'dateOfBirth', 'firstName', 'lastName'])
        expect(profile).not.toHaveProperty(key);
    });

    it('falls back to the first post for the join date of a member projected before it was published', async () => {
      const [first] = await t.db.query(`SELECT created_at FROM social.posts WHERE id = $1`, [samPost]);
      const profile: PublicProfile = (await get('/api/profile/sam_profile').expect(200)).body;
      expect(profile.createdAt).toBe(first.created_at.toISOString());
    });

    it.each([
      ['an unknown name', 'nobody_here'],
      ['SQL', encodeURIComponent("x' OR '1'='1")],
      ['a LIKE pattern', '%25'],
      ['a NUL byte', 'maya%00'],
      ['a placeholder name of a rename in flight', '~0d9c3a52-55a4-4d0e-9b36-2f3e2f6f7a10'],
      ['an over-long name', 'a'.repeat(500)],
    ])('answers 404 Profile not found for %s', async (_, name) => {
      const res = await get(`/api/profile/${name}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Profile not found' });
    });
  });

  describe('tabs', () => {
    it.each(['/api/profile/maya_profile', '/api/users/Maya_Profile', 'byId'])(
      'lists posts, replies, media and likes under %s',
      async (base) => {
        const prefix = base === 'byId' ? `/api/users/${maya.id}` : base;
        expect(ids((await get(`${prefix}/posts`).expect(200)).body)).toEqual(posts);
        expect(ids((await get(`${prefix}/replies`).expect(200)).body)).toEqual(replies);
        expect(ids((await get(`${prefix}/media`).expect(200)).body)).toEqual(media);
        expect(ids((await get(`${prefix}/likes`).expect(200)).body)).toEqual(liked);
      },
    );

    it('pages every tab by cursor', async () => {
      for (const [tab, expected] of [
        ['posts', posts],
        ['replies', replies],
        ['media', media],
        ['likes', liked],
      ] as const) {
        const first: FeedPage = (await get(`/api/profile/maya_profile/${tab}?limit=1`).expect(200)).body;
        expect(first.hasMore).toBe(true);
        const next: FeedPage = (
          await get(
            `/api/profile/maya_profile/${tab}?limit=10&cursor=${encodeURIComponent(first.nextCursor!)}`,
          ).expect(200)
        ).body;
        expect([...ids(first), ...ids(next)]).toEqual(expected);
      }
    });

    it('flags the viewer likes on a tab and keeps one statement per page', async () => {
      const { result, statements } = await recordQueries(() =>
        get('/api/users/maya_profile/likes', maya).expect(200),
      );
      expect(statements).toHaveLength(1);
      expect((result.body as FeedPage).posts.every((p) => p.isLiked)).toBe(true);
    });

    it('refuses a cursor of another tab', async () => {
      const first: FeedPage = (await get('/api/profile/maya_profile/posts?limit=1').expect(200)).body;
      const res = await get(
        `/api/profile/maya_profile/likes?cursor=${encodeURIComponent(first.nextCursor!)}`,
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid cursor' });
    });

    it('answers an empty page for an unknown member and 404 for a name that cannot exist', async () => {
      expect((await get('/api/users/nobody_here/likes').expect(200)).body).toEqual({
        posts: [],
        hasMore: false,
        nextCursor: null,
      });
      expect((await get('/api/users/a%00b/replies')).status).toBe(404);
    });
  });
});
