import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { MESSAGE_TEXTS, type LiveEvent } from '@petcora/contracts';
import { LiveBus } from '../live/live-bus';
import { LiveHub } from '../live/live-hub';
import { NotificationRelay } from '../notifications/notification-relay';
import { listen, openSse, type SseClient } from '../live/testing/sse-client';
import { auth, insertAuthor, useSocialApp, type TestAuthor } from '../testing/social-test-app';

describe('direct messages', () => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'petcora-social-messages-'));
  const s = useSocialApp(
    'messages',
    { alice: {}, bob: {}, carol: {}, dave: {} },
    { MESSAGES_PER_MINUTE: '30', UPLOAD_DIR: uploadDir },
  );
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

  const send = (from: TestAuthor, to: string, text: unknown) =>
    s.t.http().post(`/api/conversations/${to}/messages`).set(auth(from.claims)).send({ text });
  const follow = (follower: TestAuthor, following: TestAuthor) =>
    s.t.db.query(`INSERT INTO social.follows (follower_id, following_id) VALUES ($1, $2)`, [
      follower.id,
      following.id,
    ]);
  const fresh = () => insertAuthor(s.t.db);

  it('answers 401 to visitors on every route', async () => {
    await s.t.http().get('/api/conversations').expect(401);
    await s.t.http().get(`/api/conversations/${s.bob.username}/messages`).expect(401);
    await s.t.http().post(`/api/conversations/${s.bob.username}/messages`).send({ text: 'hi' }).expect(401);
    await s.t.http().post(`/api/conversations/${s.bob.username}/read`).expect(401);
    await s.t.http().get('/api/conversations/settings').expect(401);
  });

  it('delivers a message from someone the recipient follows straight to the conversation list', async () => {
    const [a, b] = [await fresh(), await fresh()];
    await follow(b, a);
    const res = await send(a, b.username, '  Hello Bob  ').expect(201);
    expect(res.body).toMatchObject({ text: 'Hello Bob', isOwn: true, seen: false, senderId: a.id });
    const list = await s.t.http().get('/api/conversations').set(auth(b.claims)).expect(200);
    expect(list.body.conversations).toHaveLength(1);
    expect(list.body.conversations[0]).toMatchObject({
      member: { id: a.id, username: a.username },
      lastMessage: { text: 'Hello Bob', isOwn: false },
      unread: true,
      request: 'none',
    });
    const mine = await s.t.http().get('/api/conversations').set(auth(a.claims)).expect(200);
    expect(mine.body.conversations[0]).toMatchObject({ unread: false, request: 'none' });
  });

  it('tells the recipient in their notifications, one row per sender, never the sender', async () => {
    const [a, b] = [await fresh(), await fresh()];
    await follow(b, a);
    await send(a, b.username, 'First').expect(201);
    await send(a, b.username, 'Second').expect(201);
    await s.t.app.get(NotificationRelay).flush();
    const theirs = await s.t.http().get('/api/notifications').set(auth(b.claims)).expect(200);
    const messages = theirs.body.notifications.filter((row: { kind: string }) => row.kind === 'message');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ actorsCount: 1, unread: true });
    expect(messages[0].actors[0].id).toBe(a.id);
    const mine = await s.t.http().get('/api/notifications').set(auth(a.claims)).expect(200);
    expect(mine.body.notifications.filter((row: { kind: string }) => row.kind === 'message')).toEqual([]);
  });

  it("makes a stranger's first message a request until it is accepted (or answered)", async () => {
    const [a, b] = [await fresh(), await fresh()];
    await send(a, b.username, 'Hi, we met at the park').expect(201);
    const requests = await s.t
      .http()
      .get('/api/conversations?filter=requests')
      .set(auth(b.claims))
      .expect(200);
    expect(requests.body.conversations).toHaveLength(1);
    expect(requests.body.conversations[0]).toMatchObject({ request: 'incoming', member: { id: a.id } });
    const sender = await s.t.http().get('/api/conversations').set(auth(a.claims)).expect(200);
    expect(sender.body.conversations[0].request).toBe('outgoing');
    // The sender cannot accept their own request.
    await s.t.http().post(`/api/conversations/${b.username}/accept`).set(auth(a.claims)).expect(404);
    const accepted = await s.t
      .http()
      .post(`/api/conversations/${a.username}/accept`)
      .set(auth(b.claims))
      .expect(200);
    expect(accepted.body.request).toBe('none');
    const after = await s.t.http().get('/api/conversations?filter=requests').set(auth(b.claims)).expect(200);
    expect(after.body.conversations).toHaveLength(0);

    // Answering a request accepts it too.
    const [c, d] = [await fresh(), await fresh()];
    await send(c, d.username, 'hello').expect(201);
    await send(d, c.username, 'hi back').expect(201);
    const thread = await s.t.http().get(`/api/conversations/${d.username}/messages`).set(auth(c.claims));
    expect(thread.body.request).toBe('none');
  });

  it('declines a request by deleting it', async () => {
    const [a, b] = [await fresh(), await fresh()];
    await send(a, b.username, 'buy my stuff').expect(201);
    await s.t.http().post(`/api/conversations/${a.username}/decline`).set(auth(b.claims)).expect(200);
    const list = await s.t.http().get('/api/conversations').set(auth(b.claims)).expect(200);
    expect(list.body.conversations).toHaveLength(0);
  });

  it('refuses a blocked pair with 403, whoever blocked whom', async () => {
    const [a, b] = [await fresh(), await fresh()];
    await s.t.http().post(`/api/users/${b.username}/block`).set(auth(a.claims)).expect(200);
    const mine = await send(a, b.username, 'hi').expect(403);
    expect(mine.body.message).toBe(MESSAGE_TEXTS.blocked);
    const theirs = await send(b, a.username, 'hi').expect(403);
    expect(theirs.body.message).toBe(MESSAGE_TEXTS.blocked);
    expect(
      (await s.t.db.query(`SELECT 1 FROM social.messages WHERE sender_id = ANY($1)`, [[a.id, b.id]])).length,
    ).toBe(0);
  });

  it("honours 'Messages from people I follow only' (403 for others)", async () => {
    const [a, b, followed] = [await fresh(), await fresh(), await fresh()];
    const put = await s.t
      .http()
      .put('/api/conversations/settings')
      .set(auth(b.claims))
      .send({ messagesFrom: 'following' })
      .expect(200);
    expect(put.body).toEqual({ messagesFrom: 'following' });
    const got = await s.t.http().get('/api/conversations/settings').set(auth(b.claims)).expect(200);
    expect(got.body).toEqual({ messagesFrom: 'following' });
    const refused = await send(a, b.username, 'hi').expect(403);
    expect(refused.body.message).toBe(MESSAGE_TEXTS.followingOnly);
    await follow(b, followed);
    await send(followed, b.username, 'hi').expect(201);
    const bad = await s.t
      .http()
      .put('/api/conversations/settings')
      .set(auth(b.claims))
      .send({ messagesFrom: 'nobody' })
      .expect(400);
    expect(typeof bad.body.message).toBe('string');
  });

  it("never shows a pair's messages to a third member", async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    await follow(b, a);
    const sent = await send(a, b.username, 'just between us').expect(201);
    const third = await s.t.http().get(`/api/conversations/${b.username}/messages`).set(auth(c.claims));
    expect(third.status).toBe(200);
    expect(third.body.messages).toEqual([]);
    expect(JSON.stringify(third.body)).not.toContain('just between us');
    const list = await s.t.http().get('/api/conversations').set(auth(c.claims)).expect(200);
    expect(list.body.conversations).toEqual([]);
    // Nor can they report it: to them it does not exist.
    await s.t
      .http()
      .post('/api/reports')
      .set(auth(c.claims))
      .send({ targetType: 'message', targetId: sent.body.id, reason: 'spam' })
      .expect(404);
  });

  it('answers 404 for a member who does not exist and 400 for oneself', async () => {
    await s.t
      .http()
      .get(`/api/conversations/nobody_here_${Date.now()}/messages`)
      .set(auth(s.alice.claims))
      .expect(404);
    await send(s.alice, randomUUID(), 'hi').expect(404);
    await s.t.http().post(`/api/conversations/${randomUUID()}/read`).set(auth(s.alice.claims)).expect(404);
    const self = await send(s.alice, s.alice.username, 'hi').expect(400);
    expect(self.body.message).toBe(MESSAGE_TEXTS.yourself);
  });

  it('refuses 1,001 characters, an empty text and a non-text with 400 { message }', async () => {
    const [a, b] = [await fresh(), await fresh()];
    await send(a, b.username, 'x'.repeat(1000)).expect(201);
    const long = await send(a, b.username, 'x'.repeat(1001)).expect(400);
    expect(long.body.message).toBe(MESSAGE_TEXTS.textTooLong);
    expect((await send(a, b.username, '   ').expect(400)).body.message).toBe(MESSAGE_TEXTS.textRequired);
    expect((await send(a, b.username, { $gt: 1 }).expect(400)).body.message).toEqual(expect.any(String));
    await s.t
      .http()
      .get(`/api/conversations/${b.username}/messages?cursor=not-a-cursor`)
      .set(auth(a.claims))
      .expect(400);
    await s.t.http().get('/api/conversations?filter=all-of-them').set(auth(a.claims)).expect(400);
  });

  it('pages a thread newest first with a keyset cursor that never repeats or skips', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const [conv]: { id: string }[] = await s.t.db.query(
      `INSERT INTO social.conversations (member_a, member_b, started_by, accepted)
       VALUES (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, true) RETURNING id`,
      [a.id, b.id],
    );
    // 70 messages, ten of them sharing one timestamp: the id breaks the tie.
    await s.t.db.query(
      `INSERT INTO social.messages (conversation_id, sender_id, text, created_at)
       SELECT $1, CASE WHEN i % 2 = 0 THEN $2::uuid ELSE $3::uuid END, 'm' || i,
              CASE WHEN i <= 10 THEN timestamptz '2026-01-01' ELSE timestamptz '2026-01-01' + i * interval '1 second' END
         FROM generate_series(1, 70) i`,
      [conv.id, a.id, b.id],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let previousNewest = Infinity;
    do {
      const url: string = `/api/conversations/${b.username}/messages${cursor ? `?cursor=${cursor}` : ''}`;
      const page = await s.t.http().get(url).set(auth(a.claims)).expect(200);
      const times = page.body.messages.map((m: { createdAt: string }) => Date.parse(m.createdAt));
      expect(Math.max(...times)).toBeLessThanOrEqual(previousNewest);
      previousNewest = Math.min(...times);
      seen.push(...page.body.messages.map((m: { id: string }) => m.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(70);
    expect(new Set(seen).size).toBe(70);
  });

  it('pages the conversation list most recent first without repeats', async () => {
    const a = await fresh();
    const others: TestAuthor[] = [];
    for (let i = 0; i < 45; i += 1) others.push(await fresh());
    for (const [i, other] of others.entries())
      await s.t.db.query(
        `INSERT INTO social.conversations (member_a, member_b, started_by, accepted, last_message_at)
         VALUES (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $1, true,
                 timestamptz '2026-01-01' + $3 * interval '1 minute')`,
        [a.id, other.id, i % 3],
      );
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/conversations${cursor ? `?cursor=${cursor}` : ''}`;
      const page = await s.t.http().get(url).set(auth(a.claims)).expect(200);
      ids.push(...page.body.conversations.map((c: { id: string }) => c.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(ids).toHaveLength(45);
    expect(new Set(ids).size).toBe(45);
  });

  it('rate-limits a member to 30 messages a minute (429), even sent at once', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const answers = await Promise.all(Array.from({ length: 34 }, (_, i) => send(a, b.username, `m${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(30);
    expect(statuses.filter((x) => x === 429)).toHaveLength(4);
    expect(answers.find((r) => r.status === 429)?.body.message).toBe(MESSAGE_TEXTS.tooMany);
  });

  it("marks the sender's messages 'Seen' once the recipient reads, and clears the unread mark", async () => {
    const [a, b] = [await fresh(), await fresh()];
    await follow(b, a);
    await send(a, b.username, 'one').expect(201);
    await send(a, b.username, 'two').expect(201);
    let thread = await s.t.http().get(`/api/conversations/${b.username}/messages`).set(auth(a.claims));
    expect(thread.body.messages.map((m: { seen: boolean }) => m.seen)).toEqual([false, false]);
    const read = await s.t
      .http()
      .post(`/api/conversations/${a.username}/read`)
      .set(auth(b.claims))
      .expect(200);
    expect(read.body.readAt).toEqual(expect.any(String));
    thread = await s.t.http().get(`/api/conversations/${b.username}/messages`).set(auth(a.claims));
    expect(thread.body.messages.map((m: { seen: boolean; text: string }) => [m.text, m.seen])).toEqual([
      ['two', true],
      ['one', true],
    ]);
    const list = await s.t.http().get('/api/conversations').set(auth(b.claims)).expect(200);
    expect(list.body.conversations[0].unread).toBe(false);
    // A later message is unread again and not seen.
    await send(a, b.username, 'three').expect(201);
    const again = await s.t.http().get('/api/conversations').set(auth(b.claims)).expect(200);
    expect(again.body.conversations[0].unread).toBe(true);
    expect(again.body.conversations[0].lastMessage).toMatchObject({ text: 'three', isOwn: false });
  });

  it('lets a participant report a message, and shows moderators that message only', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const sent = await send(a, b.username, 'a rude message').expect(201);
    await send(a, b.username, 'another, unreported').expect(201);
    await s.t
      .http()
      .post('/api/reports')
      .set(auth(b.claims))
      .send({ targetType: 'message', targetId: sent.body.id, reason: 'harassment' })
      .expect(201);
    const admin = { sub: randomUUID(), username: 'moderator', role: 'admin' as const };
    const queue = await s.t.http().get('/api/admin/reports').set(auth(admin)).expect(200);
    const group = queue.body.reports.find((r: { targetId: string }) => r.targetId === sent.body.id);
    expect(group).toMatchObject({
      targetType: 'message',
      message: { id: sent.body.id, text: 'a rude message', sender: { id: a.id } },
    });
    expect(JSON.stringify(queue.body)).not.toContain('another, unreported');
  });

  it("sends a photo from one's own upload, shown to the two members only", async () => {
    const [a, b, c] = [await fresh(), await fresh(), await fresh()];
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const uploaded = await s.t
      .http()
      .post('/api/posts/media')
      .set(auth(a.claims))
      .attach('media', png, 'cat.png')
      .expect(200);
    const url: string = uploaded.body.mediaUrl;
    // Someone else's upload cannot be sent.
    const stolen = await send(c, b.username, 'look').send({ text: 'look', imageUrl: url });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(MESSAGE_TEXTS.image);
    const sent = await s.t
      .http()
      .post(`/api/conversations/${b.username}/messages`)
      .set(auth(a.claims))
      .send({ imageUrl: url })
      .expect(201);
    expect(sent.body).toMatchObject({ text: '', imageUrl: url });
    await s.t.http().get(url).set(auth(a.claims)).expect(200);
    await s.t.http().get(url).set(auth(b.claims)).expect(200);
    await s.t.http().get(url).set(auth(c.claims)).expect(404);
    await s.t.http().get(url).expect(404);
    // Used once: it cannot go into a second message (nor a post).
    await s.t
      .http()
      .post(`/api/conversations/${b.username}/messages`)
      .set(auth(a.claims))
      .send({ imageUrl: url })
      .expect(400);
    await s.t
      .http()
      .post(`/api/conversations/${b.username}/messages`)
      .set(auth(a.claims))
      .send({ imageUrl: 'https://evil.example/x.png' })
      .expect(400);
  });

  describe('live', () => {
    const open: SseClient[] = [];
    afterEach(() => open.splice(0).forEach((client) => client.close()));

    it("sends 'message' to the recipient only and 'message-seen' to the sender", async () => {
      await s.t.app.get(LiveBus).whenReady();
      const url = await listen(s.t.app);
      const [a, b, c] = [await fresh(), await fresh(), await fresh()];
      await follow(b, a);
      const streamB = await openSse(`${url}/api/live`, auth(b.claims));
      const streamA = await openSse(`${url}/api/live`, auth(a.claims));
      const streamC = await openSse(`${url}/api/live`, auth(c.claims));
      open.push(streamA, streamB, streamC);
      const hub = s.t.app.get(LiveHub);
      const deadline = Date.now() + 2000;
      while (hub.size < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

      const sent = await send(a, b.username, 'live hello').expect(201);
      const arrived = await streamB.waitFor(
        (e: LiveEvent) => e.type === 'message' && e.message.id === sent.body.id,
        3000,
      );
      expect(arrived).toMatchObject({ fromUsername: a.username, message: { text: 'live hello' } });
      await s.t.http().post(`/api/conversations/${a.username}/read`).set(auth(b.claims)).expect(200);
      await streamA.waitFor((e: LiveEvent) => e.type === 'message-seen' && e.byUsername === b.username, 3000);
      expect(streamC.events.some((e: LiveEvent) => e.type === 'message' || e.type === 'message-seen')).toBe(
        false,
      );
      expect(streamA.events.some((e: LiveEvent) => e.type === 'message')).toBe(false);
    });
  });
});
