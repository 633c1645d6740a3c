import type { NotificationItem, NotificationPage } from '@petcora/contracts';
import {
  auth,
  insertAuthor,
  insertPost,
  recordQueries,
  useSocialApp,
  type TestAuthor,
} from '../testing/social-test-app';
import { waitFor } from '@petcora/testing';
import { LiveBus } from '../live/live-bus';
import { NotificationRelay } from './notification-relay';
import { NotificationsService } from './notifications.service';

describe('notifications', () => {
  const s = useSocialApp('notifications', {
    maya: { username: 'maya_n' },
    rex: { username: 'rex_n' },
    luna: { username: 'luna_n' },
    milo: { username: 'milo_n' },
  });

  const as = (who: TestAuthor) => ({
    get: (path: string) => s.t.http().get(path).set(auth(who.claims)),
    post: (path: string, body?: object) =>
      s.t
        .http()
        .post(path)
        .set(auth(who.claims))
        .send(body ?? {}),
    put: (path: string, body: object) => s.t.http().put(path).set(auth(who.claims)).send(body),
    delete: (path: string) => s.t.http().delete(path).set(auth(who.claims)),
  });
  const flush = () => s.t.app.get(NotificationRelay).flush();
  const page = async (who: TestAuthor, query = ''): Promise<NotificationPage> => {
    await flush();
    return (await as(who).get(`/api/notifications${query}`).expect(200)).body as NotificationPage;
  };
  const about = (items: NotificationItem[], postId: string | null, kind: string) =>
    items.filter((n) => n.kind === kind && (n.post?.id ?? null) === postId);
  const fresh = () => insertAuthor(s.t.db);

  it('creates each kind once: like, repet, comment, reply, follow, mention in a post and in a comment', async () => {
    const owner = await fresh();
    const fan = await fresh();
    const postId = await insertPost(s.t.db, owner.id, { content: 'Walkies' });
    await as(fan).post(`/api/posts/${postId}/like`).expect(200);
    await as(fan).post(`/api/posts/${postId}/repet`, {}).expect(200);
    await as(fan).post('/api/comments', { postId, content: 'Cute!' }).expect(201);
    await as(fan).post(`/api/posts/${postId}/replies`, { content: 'A reply' }).expect(201);
    await as(fan).post(`/api/users/${owner.username}/follow`).expect(200);
    const mentioning = await as(fan)
      .post('/api/posts', { content: `Hello @${owner.username.toUpperCase()} and @nobody_here` })
      .expect(201);
    const other = await insertPost(s.t.db, fan.id, { content: 'Mine' });
    await as(fan)
      .post('/api/comments', { postId: other, content: `cc @${owner.username}` })
      .expect(201);

    const { notifications, nextCursor } = await page(owner);
    expect(nextCursor).toBeNull();
    expect(notifications.map((n) => n.kind).sort()).toEqual(
      ['comment', 'follow', 'like', 'mention', 'mention', 'repet', 'reply'].sort(),
    );
    for (const n of notifications) {
      expect(n).toMatchObject({ unread: true, actorsCount: 1 });
      expect(n.actors).toEqual([
        { id: fan.id, username: fan.username, displayName: null, profileImageUrl: null },
      ]);
    }
    expect(about(notifications, postId, 'like')[0].post).toEqual({ id: postId, excerpt: 'Walkies' });
    expect(about(notifications, null, 'follow')).toHaveLength(1);
    expect(about(notifications, mentioning.body.id, 'mention')).toHaveLength(1);
    expect(about(notifications, other, 'mention')).toHaveLength(1);
    expect((await as(owner).get('/api/notifications/unread-count').expect(200)).body).toEqual({ count: 7 });

    expect((await page(owner, '?filter=all')).notifications).toHaveLength(7);
    const mentions = await page(owner, '?filter=mentions');
    expect(mentions.notifications.map((n) => n.kind)).toEqual(['mention', 'mention']);
    // The fan hears of nothing they did themselves.
    expect((await page(fan)).notifications).toEqual([]);
  });

  it('folds the outbox in the background, off the request path, within a moment', async () => {
    const owner = await fresh();
    const postId = await insertPost(s.t.db, owner.id);
    await as(s.milo).post(`/api/posts/${postId}/like`).expect(200);
    const count = await waitFor(
      async () => (await as(owner).get('/api/notifications/unread-count').expect(200)).body.count as number,
      (n) => n === 1,
      5_000,
    );
    expect(count).toBe(1);
  });

  it('keeps the relay’s statements out of those a test counts for a request', async () => {
    const owner = await fresh();
    const postId = await insertPost(s.t.db, owner.id);
    const relay = s.t.app.get(NotificationRelay);
    await as(s.luna).post(`/api/posts/${postId}/like`).expect(200);
    const { statements } = await recordQueries(() => relay.flush());
    expect(statements).toEqual([]);
  });

  it('lets another feature notify through the outbox in its own transaction (a message, grouped by sender)', async () => {
    const owner = await fresh();
    const sender = await fresh();
    const notifications = s.t.app.get(NotificationsService);
    for (let i = 0; i < 2; i += 1)
      await s.t.db.transaction((m) =>
        notifications.notify(m, { source: 'message', actorId: sender.id, targetId: owner.id }),
      );
    // Rolled back with its transaction: nothing is told.
    await s.t.db
      .transaction(async (m) => {
        await notifications.notify(m, { source: 'message', actorId: s.rex.id, targetId: owner.id });
        throw new Error('the message was refused');
      })
      .catch(() => undefined);
    const { notifications: rows } = await page(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'message', actorsCount: 1, post: null, unread: true });
    expect(rows[0].actors[0].id).toBe(sender.id);
  });

  it('like, unlike and like again is one actor; a retried fold changes nothing', async () => {
    const owner = await fresh();
    const postId = await insertPost(s.t.db, owner.id);
    await as(s.rex).post(`/api/posts/${postId}/like`).expect(200);
    await flush();
    await as(s.rex).delete(`/api/posts/${postId}/unlike`).expect(200);
    await as(s.rex).post(`/api/posts/${postId}/like`).expect(200);
    // The same outbox row folded twice (a crash after the fold, before the delete) still counts one actor.
    await s.t.db.query(
      `INSERT INTO social.notification_outbox (source, actor_id, target_id) VALUES ('like', $1, $2), ('like', $1, $2)`,
      [s.rex.id, postId],
    );
    const { notifications } = await page(owner);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ kind: 'like', actorsCount: 1 });
    const [{ actors }] = await s.t.db.query(
      `SELECT count(*)::int AS actors FROM social.notification_actors na
         JOIN social.notifications n ON n.id = na.notification_id WHERE n.recipient_id = $1`,
      [owner.id],
    );
    expect(actors).toBe(1);
  });

  it('groups 50 concurrent likes into one row with 50 actors, the latest first', async () => {
    const owner = await fresh();
    const postId = await insertPost(s.t.db, owner.id, { content: 'Popular' });
    const fans = await Promise.all(Array.from({ length: 50 }, () => insertAuthor(s.t.db)));
    const statuses = await Promise.all(
      fans.map((f) =>
        as(f)
          .post(`/api/posts/${postId}/like`)
          .then((r) => r.status),
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const { notifications } = await page(owner);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ kind: 'like', actorsCount: 50 });
    expect(notifications[0].actors).toHaveLength(3);
    const [latest] = await s.t.db.query(
      `SELECT na.actor_id FROM social.notification_actors na JOIN social.notifications n ON n.id = na.notification_id
        WHERE n.recipient_id = $1 ORDER BY na.acted_at DESC LIMIT 1`,
      [owner.id],
    );
    expect(notifications[0].actors[0].id).toBe(latest.actor_id);
  });

  it('writes the like and its outbox row in one statement, and nothing to the notifications on the request path', async () => {
    const owner = await fresh();
    const postId = await insertPost(s.t.db, owner.id);
    const relay = s.t.app.get(NotificationRelay);
    await relay.onModuleDestroy(); // no background fold during this test
    try {
      await as(s.luna).post(`/api/posts/${postId}/like`).expect(200);
      const [{ outbox }] = await s.t.db.query(
        `SELECT count(*)::int AS outbox FROM social.notification_outbox WHERE target_id = $1`,
        [postId],
      );
      expect(outbox).toBe(1);
      const [{ rows }] = await s.t.db.query(
        `SELECT count(*)::int AS rows FROM social.notifications WHERE recipient_id = $1`,
        [owner.id],
      );
      expect(rows).toBe(0);
    } finally {
      relay.onApplicationBootstrap();
    }
    expect((await page(owner)).notifications).toHaveLength(1);
  });

  it('never notifies of a member the recipient blocked or muted, or who blocked them', async () => {
    const owner = await fresh();
    const blocked = await fresh();
    const muted = await fresh();
    const blocker = await fresh();
    const postId = await insertPost(s.t.db, owner.id);
    await as(owner).post(`/api/users/${blocked.username}/block`).expect(200);
    await as(owner).post(`/api/users/${muted.username}/mute`).expect(200);
    await as(blocker).post(`/api/users/${owner.username}/block`).expect(200);
    await as(muted).post(`/api/posts/${postId}/like`).expect(200);
    await as(muted).post(`/api/users/${owner.username}/follow`).expect(200);
    // Blocked members cannot act on the post at all; a mention in their own post reaches no one either.
    await as(blocked)
      .post('/api/posts', { content: `hey @${owner.username}` })
      .expect(201);
    await as(blocker)
      .post('/api/posts', { content: `hey @${owner.username}` })
      .expect(201);
    expect((await page(owner)).notifications).toEqual([]);
    expect((await as(owner).get('/api/notifications/unread-count').expect(200)).body).toEqual({ count: 0 });
  });

  it('hides a row from a member muted after it was written, and a removed or deleted post’s rows', async () => {
    const owner = await fresh();
    const late = await fresh();
    const first = await insertPost(s.t.db, owner.id, { content: 'will be removed' });
    const second = await insertPost(s.t.db, owner.id, { content: 'will be deleted' });
    const third = await insertPost(s.t.db, owner.id, { content: 'stays' });
    await as(s.milo).post(`/api/posts/${first}/like`).expect(200);
    await as(s.milo).post(`/api/posts/${second}/like`).expect(200);
    await as(late).post(`/api/posts/${third}/like`).expect(200);
    const comment = await as(s.milo).post('/api/comments', { postId: third, content: 'nice' }).expect(201);
    expect((await page(owner)).notifications).toHaveLength(4);

    await s.t.db.query(`UPDATE social.posts SET removed_at = now() WHERE id = $1`, [first]);
    await as(owner).delete(`/api/posts/${second}`).expect(200);
    await s.t.db.query(`UPDATE social.comments SET removed_at = now() WHERE id = $1`, [comment.body.id]);
    await as(owner).post(`/api/users/${late.username}/mute`).expect(200);
    expect((await page(owner)).notifications).toEqual([]);
    expect((await as(owner).get('/api/notifications/unread-count').expect(200)).body).toEqual({ count: 0 });
  });

  it('creates nothing of a kind the member turned off, and answers the preferences', async () => {
    const owner = await fresh();
    expect((await as(owner).get('/api/notifications/preferences').expect(200)).body).toEqual({
      like: true,
      repet: true,
      comment: true,
      reply: true,
      follow: true,
      mention: true,
      message: true,
    });
    const saved = await as(owner)
      .put('/api/notifications/preferences', { like: false, follow: false })
      .expect(200);
    expect(saved.body).toMatchObject({ like: false, follow: false, comment: true });
    // A second save touches only what it names.
    await as(owner).put('/api/notifications/preferences', { follow: true }).expect(200);
    expect((await as(owner).get('/api/notifications/preferences').expect(200)).body).toMatchObject({
      like: false,
      follow: true,
    });
    // Saving what is already so writes nothing (a member who never saved has no row at all).
    const quiet = await fresh();
    await as(quiet).put('/api/notifications/preferences', { like: true }).expect(200);
    await as(quiet).put('/api/notifications/preferences', {}).expect(200);
    const [{ rows }] = await s.t.db.query(
      `SELECT count(*)::int AS rows FROM social.notification_preferences WHERE member_id = $1`,
      [quiet.id],
    );
    expect(rows).toBe(0);
    const postId = await insertPost(s.t.db, owner.id);
    await as(s.luna).post(`/api/posts/${postId}/like`).expect(200);
    await as(s.luna).post('/api/comments', { postId, content: 'hi' }).expect(201);
    const { notifications } = await page(owner);
    expect(notifications.map((n) => n.kind)).toEqual(['comment']);
  });

  it('pages newest first by keyset, 20 a page, and marks read up to a time or a cursor', async () => {
    const owner = await fresh();
    for (let i = 0; i < 23; i += 1) {
      const postId = await insertPost(s.t.db, owner.id, { content: `post ${i}` });
      await as(s.rex).post(`/api/posts/${postId}/like`).expect(200);
      await flush();
    }
    const first = await page(owner);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0].post?.excerpt).toBe('post 22');
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(owner, `?cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.post?.excerpt)).toEqual(['post 2', 'post 1', 'post 0']);
    expect(second.nextCursor).toBeNull();

    // The cursor names the last row of the first page: it and every older row are read.
    const cut = await as(owner).post('/api/notifications/read', { upTo: first.nextCursor }).expect(200);
    expect(cut.body).toEqual({ count: 19 });
    const all = await as(owner)
      .post('/api/notifications/read', { upTo: first.notifications[0].updatedAt })
      .expect(200);
    expect(all.body).toEqual({ count: 0 });
    expect((await page(owner)).notifications.every((n) => !n.unread)).toBe(true);
    // A new like makes the row unread again and moves it to the top.
    const oldest = second.notifications[2].post!.id;
    await as(s.milo).post(`/api/posts/${oldest}/like`).expect(200);
    const again = await page(owner);
    expect(again.notifications[0]).toMatchObject({ unread: true, actorsCount: 2, post: { id: oldest } });
  });

  it('answers visitors 401 and bad input 400 { message }', async () => {
    await s.t.http().get('/api/notifications').expect(401);
    await s.t.http().get('/api/notifications/unread-count').expect(401);
    await s.t.http().post('/api/notifications/read').send({ upTo: new Date().toISOString() }).expect(401);
    await s.t.http().get('/api/notifications/preferences').expect(401);
    await s.t.http().put('/api/notifications/preferences').send({ like: false }).expect(401);

    const bad = async (request: ReturnType<ReturnType<typeof as>['get']>, message: string) => {
      const res = await request.expect(400);
      expect(res.body).toEqual({ message });
    };
    await bad(as(s.maya).get('/api/notifications?filter=likes'), 'filter must be mentions or all');
    await bad(as(s.maya).get('/api/notifications?cursor=nope'), 'Invalid cursor');
    await bad(as(s.maya).post('/api/notifications/read', {}), 'upTo must be an ISO time or a cursor');
    await bad(
      as(s.maya).post('/api/notifications/read', { upTo: 'yesterday' }),
      'upTo must be an ISO time or a cursor',
    );
    await bad(
      as(s.maya).post('/api/notifications/read', { upTo: 'x'.repeat(100_000) }),
      'upTo must be an ISO time or a cursor',
    );
    await bad(
      as(s.maya).put('/api/notifications/preferences', { like: 'no' }),
      'Each preference must be true or false',
    );
    const unknown = await as(s.maya).put('/api/notifications/preferences', { sms: true }).expect(400);
    expect(unknown.body).toEqual({ message: expect.any(String) });
  });

  it('lets no other member read or mark a member’s notifications', async () => {
    const owner = await fresh();
    const other = await fresh();
    const postId = await insertPost(s.t.db, owner.id);
    await as(s.luna).post(`/api/posts/${postId}/like`).expect(200);
    const mine = await page(owner);
    expect(mine.notifications).toHaveLength(1);
    // Another member's list and count are their own; their cursor or time marks only their rows.
    expect((await page(other)).notifications).toEqual([]);
    await as(other).post('/api/notifications/read', { upTo: '2999-01-01T00:00:00Z' }).expect(200);
    expect((await as(owner).get('/api/notifications/unread-count').expect(200)).body).toEqual({ count: 1 });
    // A body or query naming the member is refused, not obeyed.
    await as(other).get(`/api/notifications?recipientId=${owner.id}`).expect(400);
    await as(other)
      .post('/api/notifications/read', { upTo: '2999-01-01T00:00:00Z', recipientId: owner.id })
      .expect(400);
    expect((await as(owner).get('/api/notifications/unread-count').expect(200)).body).toEqual({ count: 1 });
  });

  it('announces the new unread count to the recipient’s live stream only', async () => {
    const owner = await fresh();
    const postId = await insertPost(s.t.db, owner.id);
    const events: unknown[] = [];
    const bus = s.t.app.get(LiveBus);
    await bus.whenReady();
    const stop = bus.listen((event) => events.push(event));
    try {
      await as(s.rex).post(`/api/posts/${postId}/like`).expect(200);
      await flush();
      await waitFor(
        () => Promise.resolve(events),
        (list) => list.some(isUnread(owner.id, 1)),
        5_000,
      );
      await as(owner).post('/api/notifications/read', { upTo: '2999-01-01T00:00:00Z' }).expect(200);
      await waitFor(
        () => Promise.resolve(events),
        (list) => list.some(isUnread(owner.id, 0)),
        5_000,
      );
    } finally {
      stop();
    }
  });
});

const isUnread = (userId: string, count: number) => (event: unknown) =>
  JSON.stringify(event) === JSON.stringify({ type: 'notifications-unread', userId, count });
