import type { PeoplePage } from '@petcora/contracts';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { waitFor } from '@petcora/testing';
import { auth, insertAuthor, insertPost, recordQueries, useSocialApp } from '../testing/social-test-app';
import { RANKING_QUEUE } from '../ranking/ranking.module';
import { RankingRefresher } from '../ranking/ranking-refresher';
import { MEMBER_SUGGESTIONS_JOB } from '../ranking/member-suggestions';

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

  describe("a member's friends of friends, kept in a table", () => {
    const read = async (limit = 20) =>
      names(
        (
          await ctx.t
            .http()
            .get(`/api/suggested-accounts?limit=${limit}`)
            .set(auth(ctx.viewer.claims))
            .expect(200)
        ).body,
      );
    const computedAt = async (): Promise<Date | null> => {
      const [row]: { computed_at: Date }[] = await ctx.t.db.query(
        `SELECT computed_at FROM social.member_suggestion_state WHERE member_id = $1`,
        [ctx.viewer.id],
      );
      return row?.computed_at ?? null;
    };
    const ageThem = () =>
      ctx.t.db.query(
        `UPDATE social.member_suggestion_state SET computed_at = now() - interval '2 minutes' WHERE member_id = $1`,
        [ctx.viewer.id],
      );
    const BEFORE = ['fof_x', 'fof_y', 'popular_new', 'popular_old', 'quiet_poster', 'silent'];

    it('are read in the one statement, without walking the follows of follows', async () => {
      await read();
      const { statements } = await recordQueries(() => read());
      expect(statements).toHaveLength(1);
      expect(statements[0].text).toContain('social.member_suggestions');
      expect(statements[0].text).not.toContain('f2.follower_id');
    });

    it('are forgotten by a follow of their own and computed again on the next read', async () => {
      await read();
      await ctx.t.http().post('/api/users/fof_x/follow').set(auth(ctx.viewer.claims)).expect(200);
      try {
        expect(await computedAt()).toBeNull();
        expect(await read()).toEqual(['fof_y', 'popular_new', 'popular_old', 'quiet_poster', 'silent']);
        expect(await computedAt()).not.toBeNull();
      } finally {
        await ctx.t.http().delete('/api/users/fof_x/follow').set(auth(ctx.viewer.claims)).expect(200);
      }
      expect(await read()).toEqual(BEFORE);
    });

    it("take in a followed account's new follow through the ranking queue once they are a minute old", async () => {
      const { t, friendB, quietPoster } = ctx;
      await read();
      await t.db.query(`INSERT INTO social.follows (follower_id, following_id) VALUES ($1, $2)`, [
        friendB.id,
        quietPoster.id,
      ]);
      try {
        // Fresh: the stored rows answer, computed before that follow.
        expect(await read()).toEqual(BEFORE);
        await ageThem();
        const aged = (await computedAt())!;
        // A minute old: this read still answers from them and asks the queue to compute them again.
        expect(await read()).toEqual(BEFORE);
        await waitFor(computedAt, (at) => at !== null && at > aged, 20_000);
        expect(await read()).toEqual([
          'fof_x',
          'fof_y',
          'quiet_poster',
          'popular_new',
          'popular_old',
          'silent',
        ]);
      } finally {
        await t.db.query(`DELETE FROM social.follows WHERE follower_id = $1 AND following_id = $2`, [
          friendB.id,
          quietPoster.id,
        ]);
        await t.db.query(`DELETE FROM social.member_suggestion_state WHERE member_id = $1`, [ctx.viewer.id]);
      }
    });

    it('are forgotten by a rebuild and computed again into the same page', async () => {
      const before = await read();
      await ctx.t.app.get(RankingRefresher).rebuild();
      expect(await computedAt()).toBeNull();
      expect(await read()).toEqual(before);
    });

    it('computed by two first reads at once give both the same page', async () => {
      await ctx.t.db.query(`DELETE FROM social.member_suggestion_state WHERE member_id = $1`, [
        ctx.viewer.id,
      ]);
      const [a, b] = await Promise.all([read(), read()]);
      expect(a).toEqual(BEFORE);
      expect(b).toEqual(BEFORE);
      const [{ n }]: { n: number }[] = await ctx.t.db.query(
        `SELECT count(*)::int AS n FROM social.member_suggestions WHERE member_id = $1`,
        [ctx.viewer.id],
      );
      expect(n).toBe(2);
    });

    it('answer from the stored rows while the queue cannot take the refresh', async () => {
      const queue = ctx.t.app.get<Queue>(getQueueToken(RANKING_QUEUE));
      const add = jest.spyOn(queue, 'add').mockRejectedValue(new Error('Connection is closed.'));
      try {
        await read();
        await ageThem();
        expect(await read()).toEqual(BEFORE);
        expect(add).toHaveBeenCalledWith(
          MEMBER_SUGGESTIONS_JOB,
          { memberId: ctx.viewer.id },
          expect.objectContaining({ jobId: `${MEMBER_SUGGESTIONS_JOB}-${ctx.viewer.id}` }),
        );
      } finally {
        add.mockRestore();
      }
    });

    it('refuses a job whose member is not an id, writing nothing', async () => {
      const queue = ctx.t.app.get<Queue>(getQueueToken(RANKING_QUEUE));
      const count = async () =>
        (await ctx.t.db.query(`SELECT count(*)::int AS n FROM social.member_suggestion_state`))[0]
          .n as number;
      const before = await count();
      const job = await queue.add(MEMBER_SUGGESTIONS_JOB, { memberId: "x' OR true --" }, { attempts: 1 });
      await waitFor(
        () => job.getState(),
        (state) => state === 'failed',
        10_000,
      );
      expect(await count()).toBe(before);
    });
  });
});
