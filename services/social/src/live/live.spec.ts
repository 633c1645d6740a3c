import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CLIENT_ADDRESS_HEADER, type LiveEvent } from '@petcora/contracts';
import {
  auth,
  insertAuthor,
  insertPost,
  startSocialTestApp,
  type SocialTestApp,
} from '../testing/social-test-app';
import { LiveBus } from './live-bus';
import {
  LIVE_STREAMS_FULL,
  LiveHub,
  TOO_MANY_LIVE_STREAMS,
  TOO_MANY_LIVE_STREAMS_FROM_CLIENT,
} from './live-hub';
import { listen, openSse, type SseClient } from './testing/sse-client';

/** Two copies of the service on one database and one Redis channel, as when the service is scaled out. */
describe('live updates (GET /api/live) across two copies of the service', () => {
  let a: SocialTestApp;
  let b: SocialTestApp;
  let urlB: string;
  let alice: Awaited<ReturnType<typeof insertAuthor>>;
  let bob: Awaited<ReturnType<typeof insertAuthor>>;
  let carol: Awaited<ReturnType<typeof insertAuthor>>;
  const open: SseClient[] = [];

  const connect = async (claims?: Parameters<typeof auth>[0], base = urlB) => {
    const client = await openSse(`${base}/api/live`, claims ? auth(claims) : {});
    open.push(client);
    return client;
  };
  const isPost = (postId: string) => (e: LiveEvent) => e.type === 'post-created' && e.postId === postId;
  const hubB = () => b.app.get(LiveHub);

  const until = async (condition: () => boolean, timeoutMs = 2000) => {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  beforeAll(async () => {
    const channel = `petcora-test-live-${randomBytes(4).toString('hex')}`;
    const env = { LIVE_CHANNEL: channel, LIVE_HEARTBEAT_MS: '300', LIVE_STREAMS_PER_MEMBER: '3' };
    a = await startSocialTestApp('live_a', env);
    b = await startSocialTestApp('live_b', { ...env, DATABASE_URL: a.database.url });
    await Promise.all([a.app.get(LiveBus).whenReady(), b.app.get(LiveBus).whenReady()]);
    urlB = await listen(b.app);
    [alice, bob, carol] = [await insertAuthor(a.db), await insertAuthor(a.db), await insertAuthor(a.db)];
  });

  afterEach(async () => {
    open.splice(0).forEach((client) => client.close());
    await until(() => hubB().size === 0);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses a visitor with 401 JSON and opens no stream', async () => {
    const visitor = await connect();
    expect(visitor.status).toBe(401);
    expect(visitor.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(visitor.body)).toEqual({ message: 'Authentication required' });
    expect(hubB().size).toBe(0);
  });

  it('answers a member with an event stream: headers, retry hint, then heartbeats', async () => {
    const stream = await connect(bob.claims);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toMatch(/^no-cache/);
    expect(stream.headers['x-accel-buffering']).toBe('no');
    await stream.waitForComments(2, 3000);
    expect(stream.comments.slice(0, 2)).toEqual(['ping', 'ping']);
    expect(stream.retry).toBe(5000);
  });

  it('tells a member on copy B within 2 s that another member posted through copy A', async () => {
    const stream = await connect(bob.claims);
    const started = Date.now();
    const res = await a
      .http()
      .post('/api/posts')
      .set(auth(alice.claims))
      .send({ content: 'Live from copy A' })
      .expect(201);
    const event = await stream.waitFor(isPost(res.body.id), 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event).toEqual({
      type: 'post-created',
      postId: res.body.id,
      userId: alice.id,
      createdAt: new Date(res.body.createdAt).toISOString(),
    });
  });

  it("does not echo a member's own post to them, while others get it", async () => {
    const own = await connect(alice.claims);
    const other = await connect(bob.claims);
    const mine = await a
      .http()
      .post('/api/posts')
      .set(auth(alice.claims))
      .send({ content: 'Mine' })
      .expect(201);
    await other.waitFor(isPost(mine.body.id));
    // Events reach a copy's streams in order: once Carol's later post arrives, Alice's own would have too.
    const later = await a
      .http()
      .post('/api/posts')
      .set(auth(carol.claims))
      .send({ content: 'Later' })
      .expect(201);
    await own.waitFor(isPost(later.body.id));
    expect(own.events.some(isPost(mine.body.id))).toBe(false);
  });

  it('leaves out posts of members the viewer blocked, was blocked by or muted, from the stream open and after a change on the other copy', async () => {
    const viewer = await insertAuthor(a.db);
    const blocked = await insertAuthor(a.db);
    const blocker = await insertAuthor(a.db);
    const muted = await insertAuthor(a.db);
    await a.http().post(`/api/users/${blocked.username}/block`).set(auth(viewer.claims)).expect(200);
    await a.http().post(`/api/users/${viewer.username}/block`).set(auth(blocker.claims)).expect(200);
    const stream = await connect(viewer.claims);
    // Muted after the stream opened, through copy A: copy B's stream follows.
    await a.http().post(`/api/users/${muted.username}/mute`).set(auth(viewer.claims)).expect(200);
    await until(() => hubB().size === 1);
    const post = (who: typeof viewer, content: string) =>
      a.http().post('/api/posts').set(auth(who.claims)).send({ content }).expect(201);
    // Blocked and unblocked while muted: the mute still holds.
    await a.http().post(`/api/users/${muted.username}/block`).set(auth(viewer.claims)).expect(200);
    await a.http().delete(`/api/users/${muted.username}/block`).set(auth(viewer.claims)).expect(200);
    const hidden = [await post(blocked, 'from blocked'), await post(blocker, 'from blocker')];
    // The mute is published on the channel before this post's event, so copy B applies it first.
    hidden.push(await post(muted, 'from muted'));
    const marker = await post(carol, 'marker');
    await stream.waitFor(isPost(marker.body.id));
    for (const res of hidden) expect(stream.events.some(isPost(res.body.id))).toBe(false);
    // Unmuted: the muted member's next post is announced again.
    await a.http().delete(`/api/users/${muted.username}/mute`).set(auth(viewer.claims)).expect(200);
    const again = await post(muted, 'unmuted now');
    await stream.waitFor(isPost(again.body.id));
  });

  it('does not announce replies, nor a post whose transaction rolled back', async () => {
    const stream = await connect(bob.claims);
    const parent = await insertPost(a.db, carol.id);
    const reply = await a
      .http()
      .post('/api/posts')
      .set(auth(alice.claims))
      .send({ content: 'A reply', replyToPostId: parent })
      .expect(201);
    // The post row is written, then the media claim fails: 400 and the whole transaction is undone.
    await a
      .http()
      .post('/api/posts')
      .set(auth(alice.claims))
      .send({ content: 'Rolled back', imageUrl: '/media/social/not-uploaded-by-alice.jpg' })
      .expect(400);
    const marker = await a
      .http()
      .post('/api/posts')
      .set(auth(carol.claims))
      .send({ content: 'Marker' })
      .expect(201);
    await stream.waitFor(isPost(marker.body.id));
    expect(stream.events.filter((e) => e.type === 'post-created')).toEqual([
      expect.objectContaining({ postId: marker.body.id }),
    ]);
    expect(stream.events.some(isPost(reply.body.id))).toBe(false);
    const [{ count }] = await a.db.query(
      `SELECT count(*)::int AS count FROM social.posts WHERE content = $1`,
      ['Rolled back'],
    );
    expect(count).toBe(0);
  });

  it('sends the new like count after a like and an unlike through the other copy, nothing for a repeat', async () => {
    const postId = await insertPost(a.db, carol.id);
    const stream = await connect(bob.claims);
    const own = await connect(alice.claims);
    const isCount = (n: number) => (e: LiveEvent) =>
      e.type === 'like-count' && e.postId === postId && e.likesCount === n;
    await a.http().post(`/api/posts/${postId}/like`).set(auth(alice.claims)).expect(200);
    await stream.waitFor(isCount(1));
    // The liker's own streams get the count too (another tab of theirs shows the post).
    await own.waitFor(isCount(1));
    await a.http().post('/api/likes').set(auth(alice.claims)).send({ postId }).expect(200); // no change
    await a.http().delete(`/api/posts/${postId}/unlike`).set(auth(alice.claims)).expect(200);
    await stream.waitFor(isCount(0));
    expect(stream.events.filter((e) => e.type === 'like-count')).toEqual([
      { type: 'like-count', postId, likesCount: 1 },
      { type: 'like-count', postId, likesCount: 0 },
    ]);
  });

  it('caps the streams of one member on a copy (429 JSON), others unaffected, and frees the slot on close', async () => {
    const streams = [await connect(bob.claims), await connect(bob.claims), await connect(bob.claims)];
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await connect(bob.claims);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ message: TOO_MANY_LIVE_STREAMS });
    expect((await connect(carol.claims)).status).toBe(200);
    expect(hubB().size).toBe(4);

    streams[0].close();
    await until(() => hubB().size === 3);
    expect((await connect(bob.claims)).status).toBe(200);
  });

  it('forgets a stream when its client goes away: no stream, member or timer left', async () => {
    const streams = [await connect(bob.claims), await connect(carol.claims)];
    expect(hubB().size).toBe(2);
    expect(hubB().heartbeatRunning).toBe(true);
    streams.forEach((s) => s.close());
    await until(() => hubB().size === 0);
    expect(hubB().members).toBe(0);
    expect(hubB().heartbeatRunning).toBe(false);
  });

  it('still creates posts and likes when the event cannot be published (logged)', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const bus = a.app.get(LiveBus);
    const publisher = (bus as unknown as { publisher: { publish: (...args: unknown[]) => Promise<number> } })
      .publisher;
    const publish = jest.spyOn(publisher, 'publish').mockRejectedValue(new Error('Connection is closed.'));
    try {
      const res = await a.http().post('/api/posts').set(auth(alice.claims)).send({ content: 'Redis away' });
      expect(res.status).toBe(201);
      await a.http().post(`/api/posts/${res.body.id}/like`).set(auth(bob.claims)).expect(200);
      expect(publish).toHaveBeenCalledTimes(2);
      await until(() => warn.mock.calls.length >= 2);
      expect(String(warn.mock.calls[0][0])).toMatch(/Could not publish live event post-created/);
    } finally {
      publish.mockRestore();
      warn.mockRestore();
    }
  });
});

describe('live updates: shutdown', () => {
  it('ends open streams so the service can stop', async () => {
    const t = await startSocialTestApp('live_stop');
    let closed = false;
    try {
      await t.app.get(LiveBus).whenReady();
      const member = await insertAuthor(t.db);
      const stream = await openSse(`${await listen(t.app)}/api/live`, auth(member.claims));
      expect(stream.status).toBe(200);
      await t.close();
      closed = true;
      await stream.ended;
      expect(t.app.get(LiveHub).size).toBe(0);
    } finally {
      if (!closed) await t.close();
    }
  });
});

describe('live updates: caps per client address and per process', () => {
  it('refuses stream N+1 from one address and past the process total with 429 JSON, and frees slots on close', async () => {
    const t = await startSocialTestApp('live_caps', {
      LIVE_STREAMS_PER_CLIENT: '2',
      LIVE_STREAMS_PER_PROCESS: '3',
    });
    const open: SseClient[] = [];
    try {
      await t.app.get(LiveBus).whenReady();
      const url = `${await listen(t.app)}/api/live`;
      const members = [await insertAuthor(t.db), await insertAuthor(t.db), await insertAuthor(t.db)];
      // The gateway sends the address it decided in its own header; a forwarded chain the client wrote does not count.
      const from = async (member: (typeof members)[number], address: string, claimed = '') => {
        const client = await openSse(url, {
          ...auth(member.claims),
          [CLIENT_ADDRESS_HEADER]: address,
          ...(claimed ? { 'x-forwarded-for': claimed } : {}),
        });
        open.push(client);
        return client;
      };
      expect((await from(members[0], '198.51.100.7')).status).toBe(200);
      const second = await from(members[1], '198.51.100.7', '10.9.9.9');
      expect(second.status).toBe(200);
      const refused = await from(members[2], '198.51.100.7', '10.1.1.1');
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({ message: TOO_MANY_LIVE_STREAMS_FROM_CLIENT });

      expect((await from(members[2], '203.0.113.5')).status).toBe(200);
      const full = await from(members[2], '192.0.2.44');
      expect(full.status).toBe(429);
      expect(JSON.parse(full.body)).toEqual({ message: LIVE_STREAMS_FULL });

      second.close();
      const hub = t.app.get(LiveHub);
      const deadline = Date.now() + 2000;
      while (hub.size !== 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(hub.size).toBe(2);
      expect((await from(members[1], '198.51.100.7')).status).toBe(200);
    } finally {
      open.forEach((client) => client.close());
      await t.close();
    }
  });
});
