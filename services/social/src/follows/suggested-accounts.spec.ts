import type { PeoplePage } from '@petcora/contracts';
import { auth, insertAuthor, insertPost, recordQueries, useSocialApp } from '../testing/social-test-app';

describe('GET /api/suggested-accounts', () => {
  const ctx = useSocialApp('suggestions', {
    viewer: { username: 'viewer' },
    friendA: { username: 'friend_a' },
    friendB: { username: 'friend_b' },
    celebrity: { username: 'celebrity' },
    fofX: { username: 'fof_x' },
    fofY: { username: 'fof_y' },
    popularOld: { username: 'popular_old' },
    popularNew: { username: 'popular_new' },
    quietPoster: { username: 'quiet_poster' },
    silent: { username: 'silent' },
  });

  beforeAll(async () => {
    const { t, viewer, friendA, friendB, celebrity, fofX, fofY, popularOld, popularNew, quietPoster } = ctx;
    const follows: [string, string][] = [
      [viewer.id, friendA.id],
      [viewer.id, friendB.id],
      [viewer.id, celebrity.id],
      [friendA.id, fofX.id],
      [friendA.id, fofY.id],
      [friendB.id, fofX.id],
      // The viewer's friends also follow the viewer: never suggested to themselves.
      [friendA.id, viewer.id],
      [friendB.id, celebrity.id],
    ];
    for (const [a, b] of follows)
      await t.db.query(`INSERT INTO social.follows (follower_id, following_id) VALUES ($1, $2)`, [a, b]);
    await t.db.query(`
      UPDATE social.authors a SET
        followers_count = (SELECT count(*) FROM social.follows f WHERE f.following_id = a.id),
        following_count = (SELECT count(*) FROM social.follows f WHERE f.follower_id = a.id)`);
    // Followers counts beyond the graph above (as if followed by many others).
    for (const [who, n] of [
      [celebrity, 50],
      [popularOld, 10],
      [popularNew, 10],
    ] as const)
      await t.db.query(`UPDATE social.authors SET followers_count = $2 WHERE id = $1`, [who.id, n]);
    await insertPost(t.db, popularOld.id, { content: 'old news', minutesAgo: 3000 });
    await insertPost(t.db, popularNew.id, { content: 'fresh', minutesAgo: 5 });
    await insertPost(t.db, quietPoster.id, { content: 'hello', minutesAgo: 60 });
    // A projection row still waiting for its account event.
    await insertAuthor(t.db, { username: '~00000000-0000-4000-8000-0000000000aa' });
    await t.refreshRankings();
  });

  const names = (body: PeoplePage) => body.users.map((u) => u.username);

  it('for a member: friends of friends first, then most followed, then recent posters; never self or followed', async () => {
    const res = await ctx.t
      .http()
      .get('/api/suggested-accounts?limit=20')
      .set(auth(ctx.viewer.claims))
      .expect(200);
    expect(names(res.body)).toEqual([
      'fof_x',
      'fof_y',
      'popular_new',
      'popular_old',
      'quiet_poster',
      'silent',
    ]);
    expect(res.body.users.every((u: { isFollowing: boolean }) => !u.isFollowing)).toBe(true);
    expect(res.body.users[0]).toEqual({
      id: ctx.fofX.id,
      username: 'fof_x',
      displayName: null,
      profileImageUrl: null,
      profileImage: null,
      isVerified: false,
      bio: null,
      followersCount: 2,
      isFollowing: false,
    });
    expect(res.body.hasMore).toBe(false);
  });

  it('defaults to 5 and says when there are more', async () => {
    const res = await ctx.t.http().get('/api/suggested-accounts').set(auth(ctx.viewer.claims)).expect(200);
    expect(names(res.body)).toEqual(['fof_x', 'fof_y', 'popular_new', 'popular_old', 'quiet_poster']);
    expect(res.body.hasMore).toBe(true);
  });

  it('for visitors: the most followed', async () => {
    const res = await ctx.t.http().get('/api/suggested-accounts?limit=4').expect(200);
    expect(names(res.body)).toEqual(['celebrity', 'popular_new', 'popular_old', 'fof_x']);
  });

  it('drops someone as soon as the member follows them', async () => {
    await ctx.t.http().post('/api/users/fof_x/follow').set(auth(ctx.viewer.claims)).expect(200);
    const res = await ctx.t
      .http()
      .get('/api/suggested-accounts?limit=3')
      .set(auth(ctx.viewer.claims))
      .expect(200);
    expect(names(res.body)).toEqual(['fof_y', 'popular_new', 'popular_old']);
    await ctx.t.http().delete('/api/users/fof_x/follow').set(auth(ctx.viewer.claims)).expect(200);
  });

  it('never suggests a member blocked either way or a suspended one', async () => {
    const { t, viewer } = ctx;
    await t.http().post('/api/users/fof_y/block').set(auth(viewer.claims)).expect(200);
    await t.http().post('/api/users/viewer/block').set(auth(ctx.popularNew.claims)).expect(200);
    await t.db.query(`UPDATE social.authors SET suspended_at = now() WHERE id = $1`, [ctx.popularOld.id]);
    try {
      const res = await t.http().get('/api/suggested-accounts?limit=20').set(auth(viewer.claims)).expect(200);
      expect(names(res.body)).toEqual(['fof_x', 'quiet_poster', 'silent']);
      const visitors = await t.http().get('/api/suggested-accounts?limit=20').expect(200);
      expect(names(visitors.body)).not.toContain('popular_old');
      expect(names(visitors.body)).toContain('popular_new');
    } finally {
      await t.http().delete('/api/users/fof_y/block').set(auth(viewer.claims)).expect(200);
      await t.http().delete('/api/users/viewer/block').set(auth(ctx.popularNew.claims)).expect(200);
      await t.db.query(`UPDATE social.authors SET suspended_at = NULL WHERE id = $1`, [ctx.popularOld.id]);
    }
  });

  it('is one SQL statement', async () => {
    const { statements } = await recordQueries(() =>
      ctx.t.http().get('/api/suggested-accounts').set(auth(ctx.viewer.claims)).expect(200),
    );
    expect(statements).toHaveLength(1);
  });

  it('validates limit (1 to 20)', async () => {
    for (const limit of ['0', '21', 'x', '2.5']) {
      const res = await ctx.t.http().get(`/api/suggested-accounts?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: expect.stringMatching(/limit/) });
    }
  });
});
