import type { FollowState, PeoplePage } from '@petcora/contracts';
import { auth, insertAuthor, recordQueries, useSocialApp, type TestAuthor } from '../testing/social-test-app';

describe('follows', () => {
  const ctx = useSocialApp('follows', {
    maya: { username: 'maya_b', displayName: 'Maya B' },
    rex: { username: 'rex_owner', displayName: 'Rex Owner' },
    luna: { username: 'luna_cat' },
  });

  const counts = async (id: string) =>
    (
      await ctx.t.db.query(
        `SELECT followers_count AS followers, following_count AS following FROM social.authors WHERE id = $1`,
        [id],
      )
    )[0] as { followers: number; following: number };
  const rowCount = async (followerId: string, followingId: string) =>
    Number(
      (
        await ctx.t.db.query(
          `SELECT count(*) AS n FROM social.follows WHERE follower_id = $1 AND following_id = $2`,
          [followerId, followingId],
        )
      )[0].n,
    );
  const follow = (who: TestAuthor, path: string) =>
    ctx.t.http().post(`/api/users/${path}/follow`).set(auth(who.claims));

  describe('POST/DELETE /api/users/:username/follow', () => {
    it('follows once, however often it is asked, and answers the FollowState', async () => {
      const { maya, rex } = ctx;
      const first = await follow(maya, 'rex_owner').expect(200);
      expect(first.body).toEqual<FollowState>({
        userId: rex.id,
        username: 'rex_owner',
        isFollowing: true,
        followersCount: 1,
      });
      const again = await follow(maya, 'REX_OWNER').expect(200);
      expect(again.body).toMatchObject({ isFollowing: true, followersCount: 1 });
      expect(await rowCount(maya.id, rex.id)).toBe(1);
      expect(await counts(rex.id)).toEqual({ followers: 1, following: 0 });
      expect(await counts(maya.id)).toEqual({ followers: 0, following: 1 });
    });

    it('unfollows (both spellings), and unfollowing someone not followed is fine', async () => {
      const { maya, rex } = ctx;
      await follow(maya, rex.id).expect(200);
      const res = await ctx.t.http().delete('/api/users/rex_owner/follow').set(auth(maya.claims)).expect(200);
      expect(res.body).toEqual<FollowState>({
        userId: rex.id,
        username: 'rex_owner',
        isFollowing: false,
        followersCount: 0,
      });
      const alias = await ctx.t
        .http()
        .delete('/api/users/rex_owner/unfollow')
        .set(auth(maya.claims))
        .expect(200);
      expect(alias.body).toMatchObject({ isFollowing: false, followersCount: 0 });
      expect(await counts(rex.id)).toEqual({ followers: 0, following: 0 });
      expect(await counts(maya.id)).toEqual({ followers: 0, following: 0 });
    });

    it('refuses to follow yourself (400) and unknown users (404), writing nothing', async () => {
      const { maya } = ctx;
      const self = await follow(maya, 'maya_b');
      expect(self.status).toBe(400);
      expect(self.body).toEqual({ message: 'You cannot follow yourself' });
      expect((await ctx.t.http().delete(`/api/users/${maya.id}/follow`).set(auth(maya.claims))).body).toEqual(
        {
          message: 'You cannot follow yourself',
        },
      );
      for (const name of [
        'nobody_here',
        '00000000-0000-4000-8000-000000000000',
        '%00',
        'a'.repeat(5000),
        '..%2Fx',
      ]) {
        const res = await follow(maya, name);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'User not found' });
      }
      expect(await counts(maya.id)).toEqual({ followers: 0, following: 0 });
    });

    it('is for members only: 401 for visitors', async () => {
      const res = await ctx.t.http().post('/api/users/rex_owner/follow');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Authentication required' });
      await ctx.t.http().delete('/api/users/rex_owner/follow').expect(401);
      await ctx.t.http().delete('/api/users/rex_owner/unfollow').expect(401);
    });

    it('creates the follower’s author row when their account event has not arrived yet', async () => {
      const newcomer = {
        sub: '11111111-1111-4111-8111-111111111111',
        username: 'newcomer',
        role: 'member' as const,
      };
      await ctx.t.http().post('/api/users/luna_cat/follow').set(auth(newcomer)).expect(200);
      expect(await counts(newcomer.sub)).toEqual({ followers: 0, following: 1 });
      await ctx.t.http().delete('/api/users/luna_cat/follow').set(auth(newcomer)).expect(200);
    });

    it('keeps counts exact under a race: 30 members follow one account at once', async () => {
      const star = await insertAuthor(ctx.t.db, { username: 'race_star' });
      const fans = await Promise.all(Array.from({ length: 30 }, () => insertAuthor(ctx.t.db)));
      const answers = await Promise.all(fans.map((fan) => follow(fan, 'race_star')));
      expect(answers.map((a) => a.status)).toEqual(fans.map(() => 200));
      expect(await counts(star.id)).toEqual({ followers: 30, following: 0 });
      const [{ n }] = await ctx.t.db.query(
        `SELECT count(*)::int AS n FROM social.follows WHERE following_id = $1`,
        [star.id],
      );
      expect(n).toBe(30);
      // Every fan's following_count moved by exactly one; half unfollow at once while the other half re-follow.
      const mixed = await Promise.all(
        fans.map((fan, i) =>
          i % 2 === 0
            ? ctx.t.http().delete('/api/users/race_star/follow').set(auth(fan.claims))
            : follow(fan, 'race_star'),
        ),
      );
      expect(mixed.every((r) => r.status === 200)).toBe(true);
      expect(await counts(star.id)).toEqual({ followers: 15, following: 0 });
      for (const fan of fans.slice(0, 4))
        expect((await counts(fan.id)).following).toBe(fans.indexOf(fan) % 2);
    });

    it('the same member following twice at once makes one row and a count of 1', async () => {
      const star = await insertAuthor(ctx.t.db, { username: 'twice_star' });
      const fan = await insertAuthor(ctx.t.db);
      const answers = await Promise.all(Array.from({ length: 6 }, () => follow(fan, 'twice_star')));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.map((a) => (a.body as FollowState).followersCount)).toEqual([1, 1, 1, 1, 1, 1]);
      expect(await rowCount(fan.id, star.id)).toBe(1);
      expect(await counts(star.id)).toEqual({ followers: 1, following: 0 });
      expect(await counts(fan.id)).toEqual({ followers: 0, following: 1 });
    });

    it('two members following each other at once do not deadlock', async () => {
      const a = await insertAuthor(ctx.t.db, { username: 'mutual_a' });
      const b = await insertAuthor(ctx.t.db, { username: 'mutual_b' });
      for (let round = 0; round < 5; round += 1) {
        const [x, y] = await Promise.all([follow(a, 'mutual_b'), follow(b, 'mutual_a')]);
        expect([x.status, y.status]).toEqual([200, 200]);
        await Promise.all([
          ctx.t.http().delete('/api/users/mutual_b/follow').set(auth(a.claims)).expect(200),
          ctx.t.http().delete('/api/users/mutual_a/follow').set(auth(b.claims)).expect(200),
        ]);
      }
      expect(await counts(a.id)).toEqual({ followers: 0, following: 0 });
      expect(await counts(b.id)).toEqual({ followers: 0, following: 0 });
    });
  });

  describe('GET /api/users/:username/followers|following', () => {
    let star: TestAuthor;
    let fans: TestAuthor[];

    beforeAll(async () => {
      star = await insertAuthor(ctx.t.db, { username: 'list_star', displayName: 'List Star' });
      fans = [];
      // Five fans, followed one minute apart: fan 0 oldest, fan 4 newest.
      for (let i = 0; i < 5; i += 1) {
        const fan = await insertAuthor(ctx.t.db, { username: `list_fan_${i}`, displayName: `Fan ${i}` });
        await ctx.t.db.query(
          `INSERT INTO social.follows (follower_id, following_id, created_at)
           VALUES ($1, $2, now() - make_interval(mins => $3))`,
          [fan.id, star.id, 10 - i],
        );
        fans.push(fan);
      }
      await ctx.t.db.query(`UPDATE social.authors SET followers_count = 5 WHERE id = $1`, [star.id]);
    });

    const names = (body: PeoplePage) => body.users.map((u) => u.username);

    it('lists followers newest follow first, public fields only, with the viewer’s isFollowing', async () => {
      // The viewer (fan 1) follows fan 3.
      await follow(fans[1], 'list_fan_3').expect(200);
      const res = await ctx.t
        .http()
        .get('/api/users/list_star/followers')
        .set(auth(fans[1].claims))
        .expect(200);
      expect(names(res.body)).toEqual(['list_fan_4', 'list_fan_3', 'list_fan_2', 'list_fan_1', 'list_fan_0']);
      expect(res.body.users[1]).toEqual({
        id: fans[3].id,
        username: 'list_fan_3',
        displayName: 'Fan 3',
        profileImageUrl: null,
        profileImage: null,
        isVerified: false,
        bio: null,
        followersCount: 1,
        isFollowing: true,
      });
      expect(res.body.users.filter((u: { isFollowing: boolean }) => u.isFollowing)).toHaveLength(1);
      expect(res.body).toMatchObject({ hasMore: false, nextCursor: null });
      expect(JSON.stringify(res.body)).not.toMatch(/email|password/i);
      const anonymous = await ctx.t.http().get('/api/users/list_star/followers').expect(200);
      expect(anonymous.body.users.every((u: { isFollowing: boolean }) => !u.isFollowing)).toBe(true);
      await ctx.t.http().delete('/api/users/list_fan_3/follow').set(auth(fans[1].claims)).expect(200);
    });

    it('lists whom a member follows, by id or username', async () => {
      const res = await ctx.t.http().get(`/api/users/${fans[2].id}/following`).expect(200);
      expect(names(res.body)).toEqual(['list_star']);
      expect((await ctx.t.http().get('/api/users/list_star/following').expect(200)).body).toEqual({
        users: [],
        hasMore: false,
        nextCursor: null,
      });
    });

    it('pages by cursor without repeats or gaps while new follows arrive between pages', async () => {
      const first = await ctx.t.http().get('/api/users/list_star/followers?limit=2').expect(200);
      expect(names(first.body)).toEqual(['list_fan_4', 'list_fan_3']);
      expect(first.body.hasMore).toBe(true);
      expect(typeof first.body.nextCursor).toBe('string');
      // A new follower arrives: with offsets, list_fan_3 would show again on page 2.
      const late = await insertAuthor(ctx.t.db, { username: 'list_late' });
      await follow(late, 'list_star').expect(200);
      const second = await ctx.t
        .http()
        .get(`/api/users/list_star/followers?limit=2&cursor=${first.body.nextCursor}`)
        .expect(200);
      expect(names(second.body)).toEqual(['list_fan_2', 'list_fan_1']);
      const third = await ctx.t
        .http()
        .get(`/api/users/list_star/followers?limit=2&cursor=${second.body.nextCursor}`)
        .expect(200);
      expect(names(third.body)).toEqual(['list_fan_0']);
      expect(third.body).toMatchObject({ hasMore: false, nextCursor: null });
      // page/limit still works (the newcomer now leads).
      const paged = await ctx.t.http().get('/api/users/list_star/followers?page=2&limit=2').expect(200);
      expect(names(paged.body)).toEqual(['list_fan_3', 'list_fan_2']);
      await ctx.t.http().delete('/api/users/list_star/follow').set(auth(late.claims)).expect(200);
    });

    it('keeps follows made in the same microsecond apart by id', async () => {
      const twin = await insertAuthor(ctx.t.db, { username: 'twin_star' });
      const twins = await Promise.all([0, 1, 2].map(() => insertAuthor(ctx.t.db)));
      await ctx.t.db.query(
        `INSERT INTO social.follows (follower_id, following_id, created_at)
         SELECT f, $2, '2025-01-01T00:00:00.123456Z' FROM unnest($1::uuid[]) AS f`,
        [twins.map((x) => x.id), twin.id],
      );
      const seen: string[] = [];
      let cursor = '';
      do {
        const res = await ctx.t
          .http()
          .get(`/api/users/twin_star/followers?limit=1${cursor ? `&cursor=${cursor}` : ''}`)
          .expect(200);
        seen.push(...res.body.users.map((u: { id: string }) => u.id));
        cursor = res.body.nextCursor ?? '';
      } while (cursor);
      expect(seen).toEqual(twins.map((x) => x.id).sort());
    });

    it('reads a page with one SQL statement', async () => {
      const { statements } = await recordQueries(() =>
        ctx.t.http().get('/api/users/list_star/followers?limit=3').set(auth(fans[0].claims)).expect(200),
      );
      expect(statements.filter((s) => /social\.follows/.test(s.text))).toHaveLength(1);
    });

    it('answers 404 for an unknown member and 400 for bad paging', async () => {
      const unknown = await ctx.t.http().get('/api/users/nobody_here/followers');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'User not found' });
      for (const cursor of [
        'garbage',
        'eyJ4Ijox',
        Buffer.from('1.not-a-uuid').toString('base64url'),
        '%00',
        'a'.repeat(300),
      ]) {
        const res = await ctx.t.http().get(`/api/users/list_star/followers?cursor=${cursor}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Invalid cursor' });
      }
      const huge = Buffer.from(`99999999999999999.${fans[0].id}`).toString('base64url');
      expect((await ctx.t.http().get(`/api/users/list_star/followers?cursor=${huge}`)).status).toBe(400);
      for (const query of ['limit=0', 'limit=51', 'limit=abc', 'page=0', 'page=1.5', 'cursor=a&cursor=b']) {
        const res = await ctx.t.http().get(`/api/users/list_star/following?${query}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: expect.any(String) });
      }
    });
  });
});
