import {
  SAFETY_MESSAGES,
  type BlockState,
  type FeedPage,
  type MuteState,
  type PublicProfile,
  type RestrictedMembersPage,
} from '@petcora/contracts';
import { auth, insertAuthor, insertPost, useSocialApp, type TestAuthor } from '../testing/social-test-app';

const ids = (page: FeedPage) => page.posts.map((post) => post.id);

describe('blocks and mutes', () => {
  const ctx = useSocialApp('restrictions', {
    maya: { username: 'maya_safe' },
    rex: { username: 'rex_safe' },
    luna: { username: 'luna_safe' },
  });

  const as = (who: TestAuthor) => ({
    get: (path: string) => ctx.t.http().get(path).set(auth(who.claims)),
    post: (path: string, body?: object) =>
      ctx.t
        .http()
        .post(path)
        .set(auth(who.claims))
        .send(body ?? {}),
    delete: (path: string) => ctx.t.http().delete(path).set(auth(who.claims)),
  });
  const counts = async (id: string) =>
    (
      await ctx.t.db.query(
        `SELECT followers_count AS followers, following_count AS following FROM social.authors WHERE id = $1`,
        [id],
      )
    )[0] as { followers: number; following: number };

  describe('POST/DELETE /api/users/:username/block', () => {
    it('blocks once however often asked, answers the BlockState, and unblocks', async () => {
      const { maya, rex } = ctx;
      const first = await as(maya).post('/api/users/rex_safe/block').expect(200);
      expect(first.body).toEqual<BlockState>({ userId: rex.id, username: 'rex_safe', isBlocked: true });
      await as(maya).post(`/api/users/${rex.id}/block`).expect(200);
      const rows = await ctx.t.db.query(
        `SELECT 1 FROM social.blocks WHERE blocker_id = $1 AND blocked_id = $2`,
        [maya.id, rex.id],
      );
      expect(rows).toHaveLength(1);
      const profile: PublicProfile = (await as(maya).get('/api/profile/rex_safe').expect(200)).body;
      expect(profile).toMatchObject({ isBlocked: true, isMuted: false });
      const unblocked = await as(maya).delete('/api/users/rex_safe/block').expect(200);
      expect(unblocked.body).toEqual<BlockState>({ userId: rex.id, username: 'rex_safe', isBlocked: false });
      expect((await as(maya).get('/api/profile/rex_safe').expect(200)).body).toMatchObject({
        isBlocked: false,
      });
    });

    it('refuses yourself (400), unknown members (404) and visitors (401)', async () => {
      const { maya } = ctx;
      expect((await as(maya).post('/api/users/maya_safe/block').expect(400)).body).toEqual({
        message: SAFETY_MESSAGES.blockYourself,
      });
      expect((await as(maya).post('/api/users/maya_safe/mute').expect(400)).body).toEqual({
        message: SAFETY_MESSAGES.muteYourself,
      });
      await as(maya).post('/api/users/nobody_at_all/block').expect(404);
      await as(maya).post('/api/users/%25zz/mute').expect(404);
      await ctx.t.http().post('/api/users/rex_safe/block').expect(401);
      await ctx.t.http().get('/api/users/me/blocks').expect(401);
    });

    it('ends the follows both ways, each follower count dropping by exactly one, and refuses new ones (403)', async () => {
      const a = await insertAuthor(ctx.t.db);
      const b = await insertAuthor(ctx.t.db);
      await as(a).post(`/api/users/${b.username}/follow`).expect(200);
      await as(b).post(`/api/users/${a.username}/follow`).expect(200);
      expect(await counts(a.id)).toEqual({ followers: 1, following: 1 });
      expect(await counts(b.id)).toEqual({ followers: 1, following: 1 });
      await as(a).post(`/api/users/${b.username}/block`).expect(200);
      expect(await counts(a.id)).toEqual({ followers: 0, following: 0 });
      expect(await counts(b.id)).toEqual({ followers: 0, following: 0 });
      // Blocking again changes nothing (no count goes below what the rows say).
      await as(a).post(`/api/users/${b.username}/block`).expect(200);
      expect(await counts(b.id)).toEqual({ followers: 0, following: 0 });
      for (const [who, whom] of [
        [a, b],
        [b, a],
      ]) {
        const refused = await as(who).post(`/api/users/${whom.username}/follow`).expect(403);
        expect(refused.body).toEqual({ message: SAFETY_MESSAGES.blockedInteraction });
      }
      const follows = await ctx.t.db.query(
        `SELECT 1 FROM social.follows WHERE follower_id IN ($1, $2) AND following_id IN ($1, $2)`,
        [a.id, b.id],
      );
      expect(follows).toHaveLength(0);
    });

    it("takes back each one's likes on the other's posts, each like count dropping by them, and no one else's", async () => {
      const a = await insertAuthor(ctx.t.db);
      const b = await insertAuthor(ctx.t.db);
      const bystander = await insertAuthor(ctx.t.db);
      const byA = await insertPost(ctx.t.db, a.id, { content: 'by a', minutesAgo: 100_000 });
      const byB = await insertPost(ctx.t.db, b.id, { content: 'by b', minutesAgo: 100_000 });
      for (const [who, post] of [
        [a, byB],
        [b, byA],
        [bystander, byA],
        [bystander, byB],
      ] as const)
        await as(who).post(`/api/posts/${post}/like`).expect(200);
      const likes = async (post: string) =>
        (await ctx.t.db.query(`SELECT likes_count AS n FROM social.posts WHERE id = $1`, [post]))[0].n;
      expect([await likes(byA), await likes(byB)]).toEqual([2, 2]);
      await as(a).post(`/api/users/${b.username}/block`).expect(200);
      expect([await likes(byA), await likes(byB)]).toEqual([1, 1]);
      const left = await ctx.t.db.query(
        `SELECT user_id FROM social.likes WHERE post_id = ANY($1::uuid[]) ORDER BY user_id`,
        [[byA, byB]],
      );
      expect(left).toEqual([{ user_id: bystander.id }, { user_id: bystander.id }]);
      await as(a).post(`/api/users/${b.username}/block`).expect(200);
      expect([await likes(byA), await likes(byB)]).toEqual([1, 1]);
    });

    it("takes back each one's repets of the other's posts, each repet count dropping by them, and no one else's", async () => {
      const a = await insertAuthor(ctx.t.db);
      const b = await insertAuthor(ctx.t.db);
      const bystander = await insertAuthor(ctx.t.db);
      const byA = await insertPost(ctx.t.db, a.id, { content: 'shared by a', minutesAgo: 100_000 });
      const byB = await insertPost(ctx.t.db, b.id, { content: 'shared by b', minutesAgo: 100_000 });
      const ownByA = await insertPost(ctx.t.db, a.id, { content: 'a again', minutesAgo: 100_000 });
      for (const [who, post] of [
        [a, byB],
        [b, byA],
        [bystander, byA],
        [bystander, byB],
        [a, ownByA],
      ] as const)
        await as(who).post(`/api/posts/${post}/repet`).expect(200);
      const repets = async (post: string) =>
        (await ctx.t.db.query(`SELECT repets_count AS n FROM social.posts WHERE id = $1`, [post]))[0].n;
      expect([await repets(byA), await repets(byB), await repets(ownByA)]).toEqual([2, 2, 1]);
      await as(a).post(`/api/users/${b.username}/block`).expect(200);
      expect([await repets(byA), await repets(byB), await repets(ownByA)]).toEqual([1, 1, 1]);
      const left = await ctx.t.db.query(
        `SELECT user_id, original_post_id FROM social.posts
          WHERE is_repet AND original_post_id = ANY($1::uuid[]) ORDER BY original_post_id, user_id`,
        [[byA, byB, ownByA]],
      );
      expect(left).toEqual(
        expect.arrayContaining([
          { user_id: bystander.id, original_post_id: byA },
          { user_id: bystander.id, original_post_id: byB },
          { user_id: a.id, original_post_id: ownByA },
        ]),
      );
      expect(left).toHaveLength(3);
      await as(a).post(`/api/users/${b.username}/block`).expect(200);
      expect([await repets(byA), await repets(byB)]).toEqual([1, 1]);
    });

    it("leaves a blocked member out of a third member's follower and following lists, for the blocker only", async () => {
      const blocker = await insertAuthor(ctx.t.db);
      const blocked = await insertAuthor(ctx.t.db);
      const popular = await insertAuthor(ctx.t.db);
      const other = await insertAuthor(ctx.t.db);
      for (const who of [blocked, other, blocker]) {
        await as(who).post(`/api/users/${popular.username}/follow`).expect(200);
        await as(popular).post(`/api/users/${who.username}/follow`).expect(200);
      }
      await as(blocker).post(`/api/users/${blocked.username}/block`).expect(200);
      const listed = async (viewer: TestAuthor, kind: 'followers' | 'following') =>
        (await as(viewer).get(`/api/users/${popular.username}/${kind}`).expect(200)).body.users
          .map((user: { id: string }) => user.id)
          .sort();
      const sorted = (...people: TestAuthor[]) => people.map((who) => who.id).sort();
      for (const kind of ['followers', 'following'] as const) {
        expect(await listed(blocker, kind)).toEqual(sorted(other, blocker));
        expect(await listed(blocked, kind)).toEqual(sorted(other, blocked));
        expect(await listed(other, kind)).toEqual(sorted(other, blocked, blocker));
      }
    });

    it('refuses replies, comments, likes and repets between a blocked pair, both ways (403), writing nothing', async () => {
      const blocker = await insertAuthor(ctx.t.db);
      const blocked = await insertAuthor(ctx.t.db);
      const blockersPost = await insertPost(ctx.t.db, blocker.id, { content: 'mine' });
      const blockedsPost = await insertPost(ctx.t.db, blocked.id, { content: 'theirs' });
      await as(blocker).post(`/api/users/${blocked.username}/block`).expect(200);
      for (const [who, postId] of [
        [blocked, blockersPost],
        [blocker, blockedsPost],
      ] as const) {
        const attempts = [
          as(who).post(`/api/posts/${postId}/replies`, { content: 'a reply' }),
          as(who).post('/api/posts', { content: 'a reply', replyToPostId: postId }),
          as(who).post('/api/comments', { postId, content: 'a comment' }),
          as(who).post(`/api/posts/${postId}/like`),
          as(who).post('/api/likes', { postId }),
          as(who).post(`/api/posts/${postId}/repet`, {}),
        ];
        for (const attempt of attempts) {
          const res = await attempt;
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ message: SAFETY_MESSAGES.blockedInteraction });
        }
      }
      const [written] = await ctx.t.db.query(
        `SELECT (SELECT count(*) FROM social.posts WHERE reply_to_id = ANY($1) OR original_post_id = ANY($1))::int AS posts,
                (SELECT count(*) FROM social.comments WHERE post_id = ANY($1))::int AS comments,
                (SELECT count(*) FROM social.likes WHERE post_id = ANY($1))::int AS likes`,
        [[blockersPost, blockedsPost]],
      );
      expect(written).toEqual({ posts: 0, comments: 0, likes: 0 });
      // A third member still can.
      await as(ctx.luna).post(`/api/posts/${blockersPost}/like`).expect(200);
    });
  });

  describe('visibility in the feeds', () => {
    it("hides a blocked pair's posts, replies and comments from each other in every list, keeping pages full", async () => {
      const viewer = await insertAuthor(ctx.t.db, { username: 'viewer_blk' });
      const blocked = await insertAuthor(ctx.t.db, { username: 'blocked_blk' });
      const other = await insertAuthor(ctx.t.db, { username: 'other_blk' });
      const othersPosts: string[] = [];
      const blockedPosts: string[] = [];
      for (let i = 0; i < 12; i++) {
        blockedPosts.push(
          await insertPost(ctx.t.db, blocked.id, { content: `blocked ${i}`, minutesAgo: 2 * i }),
        );
        othersPosts.push(
          await insertPost(ctx.t.db, other.id, { content: `other ${i}`, minutesAgo: 2 * i + 1 }),
        );
      }
      const reply = await insertPost(ctx.t.db, blocked.id, { content: 'reply', replyToId: othersPosts[0] });
      await ctx.t.db.query(
        `INSERT INTO social.comments (user_id, post_id, content) VALUES ($1, $2, 'hidden words')`,
        [blocked.id, othersPosts[0]],
      );
      await as(viewer).post(`/api/users/${blocked.username}/block`).expect(200);

      for (const who of [viewer, blocked]) {
        const hiddenAuthor = who === viewer ? blocked : viewer;
        const page: FeedPage = (await as(who).get('/api/posts?limit=10').expect(200)).body;
        expect(page.posts).toHaveLength(10);
        expect(page.posts.every((post) => post.userId !== hiddenAuthor.id)).toBe(true);
      }
      const feed: FeedPage = (await as(viewer).get('/api/posts?limit=10').expect(200)).body;
      // Posts of earlier tests are newer; the other member's follow in order, none skipped.
      const shownOthers = ids(feed).filter((id) => othersPosts.includes(id));
      expect(shownOthers.length).toBeGreaterThanOrEqual(8);
      expect(shownOthers).toEqual(othersPosts.slice(0, shownOthers.length));
      const withComment = feed.posts.find((post) => post.id === othersPosts[0])!;
      expect(withComment.commentList.map((c) => c.content)).not.toContain('hidden words');
      const seenByOther: FeedPage = (await as(other).get(`/api/posts?limit=10`).expect(200)).body;
      const theirCard = seenByOther.posts.find((post) => post.id === othersPosts[0]);
      if (theirCard) expect(theirCard.commentList.map((c) => c.content)).toContain('hidden words');
      for (const path of [
        '/api/posts/trending?limit=10',
        '/api/posts/recommended?limit=10',
        '/api/posts?algorithm=timeline&limit=10',
      ]) {
        const page: FeedPage = (await as(viewer).get(path).expect(200)).body;
        expect(page.posts).toHaveLength(10);
        expect(page.posts.some((post) => post.userId === blocked.id)).toBe(false);
      }
      // Profile tabs of the blocked member are empty for the blocker; the profile itself still answers.
      expect((await as(viewer).get(`/api/profile/${blocked.username}/posts`).expect(200)).body.posts).toEqual(
        [],
      );
      expect((await as(viewer).get(`/api/users/${blocked.id}/replies`).expect(200)).body.posts).toEqual([]);
      await as(viewer).get(`/api/profile/${blocked.username}`).expect(200);
      // Replies, the post page and comments.
      const replies: FeedPage = (await as(viewer).get(`/api/posts/${othersPosts[0]}/replies`).expect(200))
        .body;
      expect(ids(replies)).not.toContain(reply);
      await as(viewer).get(`/api/posts/${blockedPosts[0]}`).expect(404);
      const comments = (await as(viewer).get(`/api/posts/${othersPosts[0]}/comments`).expect(200)).body;
      expect(comments.comments).toEqual([]);
      // Others see everything.
      expect(ids((await as(other).get(`/api/posts/${othersPosts[0]}/replies`).expect(200)).body)).toContain(
        reply,
      );
      await as(other).get(`/api/posts/${blockedPosts[0]}`).expect(200);
      const othersFeed: FeedPage = (await as(other).get('/api/posts?limit=10').expect(200)).body;
      expect(othersFeed.posts.some((post) => post.userId === blocked.id)).toBe(true);
    });

    it("leaves a muted member's posts out of every feed of the muter, full pages of 10, and nobody else's", async () => {
      const muter = await insertAuthor(ctx.t.db);
      const muted = await insertAuthor(ctx.t.db);
      const other = await insertAuthor(ctx.t.db);
      const bystander = await insertAuthor(ctx.t.db);
      await as(muter).post(`/api/users/${muted.username}/follow`).expect(200);
      await as(muter).post(`/api/users/${other.username}/follow`).expect(200);
      const mutedPosts: string[] = [];
      for (let i = 0; i < 12; i++) {
        mutedPosts.push(await insertPost(ctx.t.db, muted.id, { content: `muted ${i}`, minutesAgo: 2 * i }));
        await insertPost(ctx.t.db, other.id, { content: `other ${i}`, minutesAgo: 2 * i + 1 });
      }
      const state = await as(muter).post(`/api/users/${muted.username}/mute`).expect(200);
      expect(state.body).toEqual<MuteState>({ userId: muted.id, username: muted.username, isMuted: true });
      for (const path of [
        '/api/posts?limit=10',
        '/api/posts/following?limit=10',
        '/api/posts/trending?limit=10',
        '/api/posts?algorithm=timeline&limit=10',
      ]) {
        const page: FeedPage = (await as(muter).get(path).expect(200)).body;
        expect(page.posts).toHaveLength(10);
        expect(page.posts.some((post) => post.userId === muted.id)).toBe(false);
        const theirs: FeedPage = (await as(bystander).get(path).expect(200)).body;
        if (path !== '/api/posts/following?limit=10') {
          expect(theirs.posts).toHaveLength(10);
          expect(theirs.posts.some((post) => post.userId === muted.id)).toBe(true);
        }
      }
      expect((await as(muter).get(`/api/profile/${muted.username}/posts`).expect(200)).body.posts).toEqual(
        [],
      );
      // The post opened by its address still shows; the muted member notices nothing.
      await as(muter).get(`/api/posts/${mutedPosts[0]}`).expect(200);
      const mutedFeed: FeedPage = (await as(muted).get('/api/posts?limit=10').expect(200)).body;
      expect(mutedFeed.posts).toHaveLength(10);
      expect((await as(muted).get(`/api/profile/${muter.username}`).expect(200)).body).toMatchObject({
        isMuted: false,
        isBlocked: false,
      });
      expect((await as(muter).get(`/api/profile/${muted.username}`).expect(200)).body).toMatchObject({
        isMuted: true,
      });
      await as(muter).delete(`/api/users/${muted.username}/mute`).expect(200);
      const after: FeedPage = (await as(muter).get('/api/posts?limit=10').expect(200)).body;
      expect(after.posts.some((post) => post.userId === muted.id)).toBe(true);
    });
  });

  describe('search', () => {
    it('leaves out blocked pairs (people and posts, both ways) and muted members’ posts for the viewer only', async () => {
      const viewer = await insertAuthor(ctx.t.db);
      const blocked = await insertAuthor(ctx.t.db, { username: 'quokkablocked' });
      const muted = await insertAuthor(ctx.t.db, { username: 'quokkamuted' });
      const blockedPost = await insertPost(ctx.t.db, blocked.id, { content: 'quokka sighting by the lake' });
      const mutedPost = await insertPost(ctx.t.db, muted.id, { content: 'another quokka sighting' });
      await as(viewer).post(`/api/users/${blocked.username}/block`).expect(200);
      await as(viewer).post(`/api/users/${muted.username}/mute`).expect(200);
      const search = async (who: TestAuthor, q: string) =>
        (
          await as(who)
            .get(`/internal/search?q=${encodeURIComponent(q)}`)
            .expect(200)
        ).body as {
          users: { id: string }[];
          posts: { id: string }[];
        };
      const mine = await search(viewer, 'quokka');
      expect(mine.posts.map((post) => post.id)).toEqual([]);
      expect(mine.users.map((user) => user.id)).toEqual([muted.id]);
      const theirs = await search(blocked, 'quokka');
      expect(theirs.users.map((user) => user.id)).not.toContain(viewer.id);
      const others = await search(ctx.luna, 'quokka');
      expect(others.posts.map((post) => post.id).sort()).toEqual([blockedPost, mutedPost].sort());
      expect(others.users.map((user) => user.id).sort()).toEqual([blocked.id, muted.id].sort());
      const byName = await search(blocked, viewer.username);
      expect(byName.users.map((user) => user.id)).not.toContain(viewer.id);
    });

    it('keeps search pages full for a viewer with blocks and mutes: the next matches take the hidden ones’ places', async () => {
      const viewer = await insertAuthor(ctx.t.db);
      const blocked = await insertAuthor(ctx.t.db);
      const muted = await insertAuthor(ctx.t.db);
      const writer = await insertAuthor(ctx.t.db);
      // The newest matches are the hidden members'; ten more by someone else follow them.
      const shownPosts: string[] = [];
      for (let i = 0; i < 10; i += 1)
        shownPosts.push(
          await insertPost(ctx.t.db, writer.id, { content: `wombat burrow ${i}`, minutesAgo: 20 + i }),
        );
      for (const [who, minutesAgo] of [
        [blocked, 1],
        [muted, 2],
        [blocked, 3],
      ] as const)
        await insertPost(ctx.t.db, who.id, { content: 'wombat burrow hidden', minutesAgo });
      await as(viewer).post(`/api/users/${blocked.username}/block`).expect(200);
      await as(viewer).post(`/api/users/${muted.username}/mute`).expect(200);
      // The shared matches for this text are cached first, by a viewer without restrictions.
      await as(ctx.luna).get('/internal/search?q=wombat&limit=10').expect(200);
      const page = (await as(viewer).get('/internal/search?q=wombat&limit=10').expect(200)).body as {
        posts: { id: string }[];
        hasMore: boolean;
      };
      expect(page.posts.map((post) => post.id).sort()).toEqual([...shownPosts].sort());
      expect(page.hasMore).toBe(false);
    });
  });

  describe('GET /api/users/me/blocks and /mutes', () => {
    it('lists newest first with keyset paging, only the viewer’s own', async () => {
      const owner = await insertAuthor(ctx.t.db);
      const people: TestAuthor[] = [];
      for (let i = 0; i < 5; i++) people.push(await insertAuthor(ctx.t.db, { displayName: `Person ${i}` }));
      for (const [i, person] of people.entries()) {
        await as(owner).post(`/api/users/${person.username}/mute`).expect(200);
        // Distinct times, oldest first.
        await ctx.t.db.query(
          `UPDATE social.mutes SET created_at = now() - make_interval(mins => $3) WHERE muter_id = $1 AND muted_id = $2`,
          [owner.id, person.id, 10 - i],
        );
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const path = `/api/users/me/mutes?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page: RestrictedMembersPage = (await as(owner).get(path).expect(200)).body;
        expect(page.users.length).toBeLessThanOrEqual(2);
        seen.push(...page.users.map((user) => user.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(people.map((person) => person.id).reverse());
      const first: RestrictedMembersPage = (await as(owner).get('/api/users/me/mutes?limit=1').expect(200))
        .body;
      expect(first.users[0]).toEqual({
        id: people[4].id,
        username: people[4].username,
        displayName: 'Person 4',
        profileImageUrl: null,
        since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect((await as(owner).get('/api/users/me/blocks').expect(200)).body).toEqual({
        users: [],
        nextCursor: null,
      });
      expect((await as(people[0]).get('/api/users/me/mutes').expect(200)).body.users).toEqual([]);
      await as(owner).get('/api/users/me/mutes?cursor=nonsense').expect(400);
      await as(owner).get('/api/users/me/mutes?limit=0').expect(400);
    });
  });
});
