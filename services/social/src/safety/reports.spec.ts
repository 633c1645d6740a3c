import { SAFETY_MESSAGES, type ReportCreated } from '@petcora/contracts';
import { auth, insertAuthor, insertPost, useSocialApp, type TestAuthor } from '../testing/social-test-app';

describe('POST /api/reports', () => {
  const ctx = useSocialApp(
    'reports',
    { maya: { username: 'maya_reports' }, rex: { username: 'rex_reports' } },
    { REPORTS_PER_HOUR: '5' },
  );
  const report = (who: TestAuthor | null, body: object) => {
    const req = ctx.t.http().post('/api/reports').send(body);
    return who ? req.set(auth(who.claims)) : req;
  };
  const stored = (reporterId: string) =>
    ctx.t.db.query(
      `SELECT target_type, target_id, reason, note, status FROM social.reports WHERE reporter_id = $1
        ORDER BY created_at`,
      [reporterId],
    );

  it('stores a report of a post, a comment or a member and thanks the reporter (201)', async () => {
    const reporter = await insertAuthor(ctx.t.db);
    const postId = await insertPost(ctx.t.db, ctx.rex.id);
    const [comment]: { id: string }[] = await ctx.t.db.query(
      `INSERT INTO social.comments (user_id, post_id, content) VALUES ($1, $2, 'rude') RETURNING id`,
      [ctx.rex.id, postId],
    );
    const created = await report(reporter, { targetType: 'post', targetId: postId, reason: 'spam' }).expect(
      201,
    );
    expect(created.body).toEqual<ReportCreated>({
      id: expect.any(String),
      message: 'Thanks for letting us know',
    });
    await report(reporter, {
      targetType: 'comment',
      targetId: comment.id,
      reason: 'Harassment or bullying',
      note: '  said mean things  ',
    }).expect(201);
    await report(reporter, { targetType: 'user', targetId: 'rex_reports', reason: 'Something else' }).expect(
      201,
    );
    expect(await stored(reporter.id)).toEqual([
      { target_type: 'post', target_id: postId, reason: 'spam', note: null, status: 'open' },
      {
        target_type: 'comment',
        target_id: comment.id,
        reason: 'harassment',
        note: 'said mean things',
        status: 'open',
      },
      { target_type: 'user', target_id: ctx.rex.id, reason: 'other', note: null, status: 'open' },
    ]);
  });

  it('keeps one open report per reporter and target: the second is 409, and of two at once one is stored', async () => {
    const reporter = await insertAuthor(ctx.t.db);
    const postId = await insertPost(ctx.t.db, ctx.rex.id);
    const body = { targetType: 'post', targetId: postId, reason: 'spam' };
    const answers = await Promise.all([report(reporter, body), report(reporter, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ message: SAFETY_MESSAGES.alreadyReported });
    expect((await report(reporter, body).expect(409)).body).toEqual({
      message: SAFETY_MESSAGES.alreadyReported,
    });
    expect(await stored(reporter.id)).toHaveLength(1);
    // Another member may report the same post.
    await report(ctx.maya, body).expect(201);
  });

  it('answers 404 for unknown targets, 400 for bad input and 401 for visitors, storing nothing', async () => {
    const reporter = await insertAuthor(ctx.t.db);
    const postId = await insertPost(ctx.t.db, ctx.rex.id);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await report(reporter, { targetType: 'post', targetId: missing, reason: 'spam' }).expect(404)).body,
    ).toEqual({
      message: 'Post not found',
    });
    await report(reporter, { targetType: 'comment', targetId: missing, reason: 'spam' }).expect(404);
    await report(reporter, { targetType: 'user', targetId: 'nobody_reported', reason: 'spam' }).expect(404);
    for (const body of [
      {},
      { targetType: 'thread', targetId: postId, reason: 'spam' },
      { targetType: 'post', targetId: postId, reason: 'rude' },
      { targetType: 'post', targetId: postId },
      { targetType: 'post', targetId: 'not-a-uuid', reason: 'spam' },
      { targetType: 'post', targetId: 42, reason: 'spam' },
      { targetType: 'post', targetId: postId, reason: 'spam', note: 'x'.repeat(1001) },
      { targetType: 'post', targetId: postId, reason: 'spam', note: 7 },
    ]) {
      const res = await report(reporter, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(
      (
        await report(reporter, {
          targetType: 'post',
          targetId: postId,
          reason: 'spam',
          note: 'x'.repeat(1001),
        })
      ).body,
    ).toEqual({ message: 'Note must be 1000 characters or less' });
    await report(reporter, {
      targetType: 'post',
      targetId: postId,
      reason: 'spam',
      note: 'x'.repeat(1000),
    }).expect(201);
    await report(null, { targetType: 'post', targetId: postId, reason: 'spam' }).expect(401);
    expect(await stored(reporter.id)).toHaveLength(1);
  });

  it('limits each member to REPORTS_PER_HOUR reports (429), leaving others alone', async () => {
    const reporter = await insertAuthor(ctx.t.db);
    for (let i = 0; i < 5; i++) {
      const postId = await insertPost(ctx.t.db, ctx.rex.id);
      await report(reporter, { targetType: 'post', targetId: postId, reason: 'spam' }).expect(201);
    }
    const postId = await insertPost(ctx.t.db, ctx.rex.id);
    const limited = await report(reporter, { targetType: 'post', targetId: postId, reason: 'spam' }).expect(
      429,
    );
    expect(limited.body).toEqual({ message: 'Too many reports. Please try again later.' });
    const other = await insertAuthor(ctx.t.db);
    await report(other, { targetType: 'post', targetId: postId, reason: 'spam' }).expect(201);
  });
});
