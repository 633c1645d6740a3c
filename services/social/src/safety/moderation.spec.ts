import {
  MEMBER_SUSPENSION_CHANGED,
  type FeedPage,
  type IdentityClaims,
  type ModerationReportGroup,
  type ModerationReportsPage,
} from '@petcora/contracts';
import { auth, insertAuthor, insertPost, useSocialApp, type TestAuthor } from '../testing/social-test-app';

describe('moderation: /api/admin/reports', () => {
  const ctx = useSocialApp('moderation', {
    admin: { username: 'mod_admin' },
    author: { username: 'spam_author' },
    reader: { username: 'plain_reader' },
    r1: { username: 'reporter_one' },
    r2: { username: 'reporter_two' },
  });
  const adminClaims = (): IdentityClaims => ({ ...ctx.admin.claims, role: 'admin' });
  const asAdmin = {
    get: (path: string) => ctx.t.http().get(path).set(auth(adminClaims())),
    act: (reportId: string, body: object) =>
      ctx.t.http().post(`/api/admin/reports/${reportId}/actions`).set(auth(adminClaims())).send(body),
  };
  const report = (who: TestAuthor, body: object) =>
    ctx.t.http().post('/api/reports').set(auth(who.claims)).send(body).expect(201);
  const groupOf = (page: ModerationReportsPage, targetId: string) =>
    page.reports.find((group) => group.targetId === targetId);

  it('is for admins only: visitors 401, members 403', async () => {
    await ctx.t.http().get('/api/admin/reports').expect(401);
    await ctx.t
      .http()
      .post('/api/admin/reports/00000000-0000-4000-8000-000000000000/actions')
      .send({ action: 'dismiss' })
      .expect(401);
    const member = await ctx.t.http().get('/api/admin/reports').set(auth(ctx.reader.claims));
    expect(member.status).toBe(403);
    await ctx.t
      .http()
      .post('/api/admin/reports/00000000-0000-4000-8000-000000000000/actions')
      .set(auth(ctx.reader.claims))
      .send({ action: 'dismiss' })
      .expect(403);
  });

  it('groups open reports by target, newest or most reported first, keyset paged, with the target as members see it', async () => {
    const busyPost = await insertPost(ctx.t.db, ctx.author.id, { content: 'buy cheap kibble now' });
    const quietPost = await insertPost(ctx.t.db, ctx.author.id, { content: 'another one' });
    await report(ctx.r1, { targetType: 'post', targetId: busyPost, reason: 'spam', note: 'ads' });
    await report(ctx.r2, {
      targetType: 'post',
      targetId: busyPost,
      reason: 'Misleading or unsafe pet-care advice',
    });
    await report(ctx.r1, { targetType: 'user', targetId: ctx.author.id, reason: 'spam' });
    await report(ctx.r1, { targetType: 'post', targetId: quietPost, reason: 'other' });

    const newest: ModerationReportsPage = (await asAdmin.get('/api/admin/reports?sort=newest').expect(200))
      .body;
    expect(newest.reports.map((g) => g.targetId)).toEqual([quietPost, ctx.author.id, busyPost]);
    const most: ModerationReportsPage = (await asAdmin.get('/api/admin/reports?sort=most').expect(200)).body;
    expect(most.reports[0].targetId).toBe(busyPost);

    const busy = groupOf(most, busyPost)!;
    expect(busy).toMatchObject<Partial<ModerationReportGroup>>({
      targetType: 'post',
      status: 'open',
      reportsCount: 2,
      isRemoved: false,
      comment: null,
      user: null,
      actions: [],
    });
    expect(busy.post).toMatchObject({
      id: busyPost,
      content: 'buy cheap kibble now',
      username: 'spam_author',
    });
    expect(busy.reports.map((r) => [r.reason, r.note, r.reporter.username])).toEqual([
      ['unsafe_advice', null, 'reporter_two'],
      ['spam', 'ads', 'reporter_one'],
    ]);
    expect(busy.id).toBe(busy.reports[0].id);
    const userGroup = groupOf(most, ctx.author.id)!;
    expect(userGroup.user).toMatchObject({ id: ctx.author.id, username: 'spam_author', isSuspended: false });

    for (const sort of ['newest', 'most']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const path = `/api/admin/reports?sort=${sort}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page: ModerationReportsPage = (await asAdmin.get(path).expect(200)).body;
        expect(page.reports.length).toBeLessThanOrEqual(1);
        seen.push(...page.reports.map((g) => g.targetId));
        cursor = page.nextCursor;
      } while (cursor);
      const whole: ModerationReportsPage = (await asAdmin.get(`/api/admin/reports?sort=${sort}`).expect(200))
        .body;
      expect(seen).toEqual(whole.reports.map((g) => g.targetId));
    }
    // A cursor of one sort is refused by the other; bad input is 400.
    const firstNewest: ModerationReportsPage = (
      await asAdmin.get('/api/admin/reports?sort=newest&limit=1').expect(200)
    ).body;
    await asAdmin
      .get(`/api/admin/reports?sort=most&cursor=${encodeURIComponent(firstNewest.nextCursor!)}`)
      .expect(400);
    await asAdmin.get('/api/admin/reports?sort=loudest').expect(400);
    await asAdmin.get('/api/admin/reports?status=maybe').expect(400);

    // Dismiss: recorded, the group leaves the open queue.
    const dismissed = await asAdmin.act(busy.id, { action: 'dismiss', note: 'not spam' }).expect(200);
    expect(dismissed.body).toMatchObject({ targetId: busyPost, status: 'dismissed' });
    expect(dismissed.body.actions).toEqual([
      {
        id: expect.any(String),
        action: 'dismiss',
        note: 'not spam',
        moderator: { id: ctx.admin.id, username: 'mod_admin' },
        createdAt: expect.any(String),
      },
    ]);
    const open: ModerationReportsPage = (await asAdmin.get('/api/admin/reports').expect(200)).body;
    expect(groupOf(open, busyPost)).toBeUndefined();
    const closed: ModerationReportsPage = (
      await asAdmin.get('/api/admin/reports?status=dismissed').expect(200)
    ).body;
    expect(groupOf(closed, busyPost)?.actions).toHaveLength(1);
    // After a dismissal the same member may report again.
    await report(ctx.r1, { targetType: 'post', targetId: busyPost, reason: 'spam' });
  });

  it('removes a post for everyone but its author (isRemoved), everywhere, and restores it', async () => {
    const postId = await insertPost(ctx.t.db, ctx.author.id, { content: 'zanzibarian hamster tonic' });
    const reportId = (await report(ctx.r2, { targetType: 'post', targetId: postId, reason: 'unsafe_advice' }))
      .body.id;
    const removed = await asAdmin.act(reportId, { action: 'remove' }).expect(200);
    expect(removed.body).toMatchObject({ status: 'actioned', isRemoved: true });
    expect(removed.body.post).toMatchObject({ id: postId, isRemoved: true });

    const reader = ctx.t.http();
    await reader.get(`/api/posts/${postId}`).set(auth(ctx.reader.claims)).expect(404);
    await ctx.t.http().get(`/api/posts/${postId}`).expect(404);
    const feeds = [
      '/api/posts?limit=50',
      '/api/posts/trending?limit=50',
      `/api/profile/spam_author/posts?limit=50`,
    ];
    for (const path of feeds) {
      const page: FeedPage = (await ctx.t.http().get(path).set(auth(ctx.reader.claims)).expect(200)).body;
      expect(page.posts.map((p) => p.id)).not.toContain(postId);
    }
    const search = await ctx.t
      .http()
      .get('/internal/search?q=zanzibarian')
      .set(auth(ctx.reader.claims))
      .expect(200);
    expect(search.body.posts).toEqual([]);
    await ctx.t.http().post(`/api/posts/${postId}/like`).set(auth(ctx.reader.claims)).expect(404);
    const own = await ctx.t.http().get(`/api/posts/${postId}`).set(auth(ctx.author.claims)).expect(200);
    expect(own.body).toMatchObject({ id: postId, isRemoved: true });

    const restored = await asAdmin.act(reportId, { action: 'restore', note: 'appeal accepted' }).expect(200);
    expect(restored.body.isRemoved).toBe(false);
    expect(restored.body.actions.map((a: { action: string }) => a.action)).toEqual(['remove', 'restore']);
    const back = await ctx.t.http().get(`/api/posts/${postId}`).set(auth(ctx.reader.claims)).expect(200);
    expect(back.body.isRemoved).toBeUndefined();
    const found = await ctx.t
      .http()
      .get('/internal/search?q=zanzibarian')
      .set(auth(ctx.reader.claims))
      .expect(200);
    expect(found.body.posts.map((p: { id: string }) => p.id)).toEqual([postId]);
  });

  it("takes a removed reply out of its parent's reply count and the author's post count out of removed posts", async () => {
    const parent = await insertPost(ctx.t.db, ctx.reader.id, { content: 'parent for a removed reply' });
    const reply = await ctx.t
      .http()
      .post('/api/posts')
      .set(auth(ctx.author.claims))
      .send({ content: 'a reply to be removed', replyToPostId: parent })
      .expect(201);
    const replies = async () =>
      (await ctx.t.db.query(`SELECT replies_count AS n FROM social.posts WHERE id = $1`, [parent]))[0].n;
    expect(await replies()).toBe(1);
    const reportId = (await report(ctx.r1, { targetType: 'post', targetId: reply.body.id, reason: 'spam' }))
      .body.id;
    await asAdmin.act(reportId, { action: 'remove' }).expect(200);
    expect(await replies()).toBe(0);
    // Removing twice moves nothing.
    await asAdmin.act(reportId, { action: 'remove' }).expect(200);
    expect(await replies()).toBe(0);
    await asAdmin.act(reportId, { action: 'restore' }).expect(200);
    expect(await replies()).toBe(1);

    const postsCount = async () =>
      (await ctx.t.http().get('/api/profile/spam_author').set(auth(ctx.reader.claims)).expect(200)).body
        .postsCount as number;
    const before = await postsCount();
    const top = await insertPost(ctx.t.db, ctx.author.id, { content: 'a top-level post to be removed' });
    expect(await postsCount()).toBe(before + 1);
    const topReport = (await report(ctx.r1, { targetType: 'post', targetId: top, reason: 'spam' })).body.id;
    await asAdmin.act(topReport, { action: 'remove' }).expect(200);
    expect(await postsCount()).toBe(before);
  });

  it('removes a comment (its count moves once) and refuses to remove a member (400)', async () => {
    const postId = await insertPost(ctx.t.db, ctx.reader.id);
    const comment = await ctx.t
      .http()
      .post('/api/comments')
      .set(auth(ctx.author.claims))
      .send({ postId, content: 'nasty words' })
      .expect(201);
    const reportId = (
      await report(ctx.r1, { targetType: 'comment', targetId: comment.body.id, reason: 'harassment' })
    ).body.id;
    await asAdmin.act(reportId, { action: 'remove' }).expect(200);
    await asAdmin.act(reportId, { action: 'remove' }).expect(200);
    const [{ comments_count }] = await ctx.t.db.query(
      `SELECT comments_count FROM social.posts WHERE id = $1`,
      [postId],
    );
    expect(comments_count).toBe(0);
    const list = await ctx.t
      .http()
      .get(`/api/posts/${postId}/comments`)
      .set(auth(ctx.reader.claims))
      .expect(200);
    expect(list.body.comments).toEqual([]);

    const member = await insertAuthor(ctx.t.db);
    const userReport = (await report(ctx.r1, { targetType: 'user', targetId: member.id, reason: 'spam' }))
      .body.id;
    const refused = await asAdmin.act(userReport, { action: 'remove' }).expect(400);
    expect(refused.body).toEqual({ message: 'Only a post or a comment can be removed or restored' });
    await asAdmin.act(userReport, { action: 'ban' }).expect(400);
    await asAdmin.act(userReport, { action: 'dismiss', note: 'x'.repeat(1001) }).expect(400);
    await asAdmin.act('00000000-0000-4000-8000-000000000000', { action: 'dismiss' }).expect(404);
    await asAdmin.act('not-an-id', { action: 'dismiss' }).expect(404);
  });

  it('suspends a member: their posts are hidden, the account service is told, and unsuspending undoes it', async () => {
    const member = await insertAuthor(ctx.t.db);
    const postId = await insertPost(ctx.t.db, member.id, { content: 'suspendable' });
    const reportId = (await report(ctx.r2, { targetType: 'post', targetId: postId, reason: 'spam' })).body.id;
    const suspended = await asAdmin.act(reportId, { action: 'suspend', note: 'spam account' }).expect(200);
    expect(suspended.body.status).toBe('actioned');
    await ctx.t.http().get(`/api/posts/${postId}`).set(auth(ctx.reader.claims)).expect(404);
    const feed: FeedPage = (await ctx.t.http().get('/api/posts?limit=50').set(auth(ctx.reader.claims))).body;
    expect(feed.posts.map((p) => p.userId)).not.toContain(member.id);
    const jobs = await ctx.t.moderationQueue.getJobs(['waiting', 'delayed', 'active', 'completed']);
    const mine = jobs.filter((job) => job.data.userId === member.id);
    expect(mine.map((job) => [job.name, job.data.suspended])).toEqual([[MEMBER_SUSPENSION_CHANGED, true]]);

    const userReport = (await report(ctx.r1, { targetType: 'user', targetId: member.id, reason: 'spam' }))
      .body.id;
    const group = (await asAdmin.get('/api/admin/reports').expect(200)).body as ModerationReportsPage;
    expect(groupOf(group, member.id)?.user).toMatchObject({ isSuspended: true });
    await asAdmin.act(userReport, { action: 'unsuspend' }).expect(200);
    await ctx.t.http().get(`/api/posts/${postId}`).set(auth(ctx.reader.claims)).expect(200);
    const after = await ctx.t.moderationQueue.getJobs(['waiting', 'delayed', 'active', 'completed']);
    expect(
      after
        .filter((job) => job.data.userId === member.id)
        .map((job) => job.data.suspended)
        .sort(),
    ).toEqual([false, true]);
    // An admin cannot suspend themselves.
    const selfReport = (await report(ctx.r1, { targetType: 'user', targetId: ctx.admin.id, reason: 'other' }))
      .body.id;
    await asAdmin.act(selfReport, { action: 'suspend' }).expect(400);
  });
});
