import { Logger } from '@nestjs/common';
import type { LiveEvent } from '@petcora/contracts';
import { parseLiveEvent } from '@petcora/validation';
import type { SocialEnv } from '../config/social-env';
import { liveChannel, parseRestrictionChange, type LiveBus, type RestrictionChange } from './live-bus';
import {
  LIVE_STREAMS_FULL,
  LiveHub,
  MAX_BUFFERED_BYTES,
  MAX_STREAM_AGE_MS,
  TOO_MANY_LIVE_STREAMS_FROM_CLIENT,
  type StreamResponse,
} from './live-hub';

const POST = '6f1c1b0e-9d5a-4c1e-8a43-0c7f3c1d2e10';

/** A response whose socket never drains: what a reader that stopped reading looks like to the server. */
class StalledResponse implements StreamResponse {
  writableLength = 0;
  destroyed = false;
  ended = false;
  written: string[] = [];
  private onClose: (() => void) | undefined;
  writeHead() {
    return this;
  }
  write(chunk: string) {
    this.written.push(chunk);
    this.writableLength += chunk.length;
    return this.writableLength < 16 * 1024;
  }
  end() {
    this.ended = true;
    this.onClose?.();
  }
  destroy() {
    this.destroyed = true;
    this.onClose?.();
  }
  on(_event: 'close', listener: () => void) {
    this.onClose = listener;
  }
}

function hubWithBus(overrides: Partial<SocialEnv> = {}) {
  let deliver: (event: LiveEvent) => void = () => undefined;
  let restrict: (change: RestrictionChange) => void = () => undefined;
  const bus = {
    listen: (listener: (event: LiveEvent) => void) => ((deliver = listener), () => undefined),
    listenRestrictions: (listener: (change: RestrictionChange) => void) => (
      (restrict = listener),
      () => undefined
    ),
  };
  const env = {
    LIVE_HEARTBEAT_MS: 25_000,
    LIVE_STREAMS_PER_MEMBER: 5,
    LIVE_STREAMS_PER_CLIENT: 6,
    LIVE_STREAMS_PER_PROCESS: 2_000,
    LIVE_LIKE_COUNT_WINDOW_MS: 1_000,
    ...overrides,
  } as SocialEnv;
  return {
    hub: new LiveHub(bus as unknown as LiveBus, env),
    deliver: (e: LiveEvent) => deliver(e),
    restrict: (change: RestrictionChange) => restrict(change),
  };
}

describe('LiveHub: blocks and mutes', () => {
  const BLOCKED = '11111111-1111-4111-8111-111111111111';
  const MUTED = '22222222-2222-4222-8222-222222222222';
  const OTHER = '33333333-3333-4333-8333-333333333333';
  const VIEWER = '44444444-4444-4444-8444-444444444444';
  const created = (userId: string): LiveEvent => ({
    type: 'post-created',
    postId: POST,
    userId,
    createdAt: '2026-12-02T00:00:00.000Z',
  });

  it("leaves out new posts of the members a stream's viewer blocked, was blocked by or muted, and follows changes", () => {
    const { hub, deliver, restrict } = hubWithBus();
    const res = new StalledResponse();
    const bystander = new StalledResponse();
    hub.open(VIEWER, res, '192.0.2.1', [BLOCKED]);
    hub.open(OTHER, bystander, '192.0.2.2');
    restrict({ type: 'restriction-changed', viewerId: VIEWER, authorId: MUTED, hidden: true });
    for (const author of [BLOCKED, MUTED, OTHER]) deliver(created(author));
    const authorsSent = (r: StalledResponse) =>
      r.written
        .filter((chunk) => chunk.startsWith('event: post-created'))
        .map((chunk) => JSON.parse(chunk.split('data: ')[1]).userId);
    expect(authorsSent(res)).toEqual([OTHER]);
    expect(authorsSent(bystander)).toEqual([BLOCKED, MUTED]);
    restrict({ type: 'restriction-changed', viewerId: VIEWER, authorId: MUTED, hidden: false });
    deliver(created(MUTED));
    expect(authorsSent(res)).toEqual([OTHER, MUTED]);
    hub.onModuleDestroy();
  });
});

describe('LiveHub: bounded resources', () => {
  afterEach(() => jest.useRealTimers());

  it('cuts a stream whose reader stopped reading instead of buffering without bound', () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { hub, deliver } = hubWithBus();
    const stalled = new StalledResponse();
    const healthy = new StalledResponse();
    hub.open('reader-a', stalled, '192.0.2.1');
    hub.open('reader-b', healthy, '192.0.2.2');
    // Many posts' counts (one post's would be coalesced to one event per second).
    for (let i = 0; i < 2000; i += 1) {
      deliver({ type: 'like-count', postId: `${POST}-${i}`, likesCount: i });
      healthy.writableLength = 0; // this one's socket keeps draining
    }
    expect(stalled.destroyed).toBe(true);
    expect(stalled.writableLength).toBeLessThanOrEqual(MAX_BUFFERED_BYTES);
    expect(healthy.destroyed).toBe(false);
    expect(healthy.written).toHaveLength(2001); // retry hint + every event
    expect(hub.size).toBe(1);
    hub.onModuleDestroy();
  });

  it('keeps nothing for a client that left before its stream opened', () => {
    const { hub } = hubWithBus();
    const gone = new StalledResponse();
    gone.destroyed = true;
    hub.open('member', gone, '192.0.2.1');
    expect(hub.size).toBe(0);
    expect(hub.heartbeatRunning).toBe(false);
  });

  it('ends a stream after its maximum age (the browser reconnects and the session is checked again)', () => {
    jest.useFakeTimers();
    const { hub } = hubWithBus();
    const old = new StalledResponse();
    hub.open('member', old, '192.0.2.1');
    jest.advanceTimersByTime(MAX_STREAM_AGE_MS - 25_000);
    expect(old.ended).toBe(false);
    expect(old.written.filter((c) => c === ': ping\n\n').length).toBeGreaterThan(60);
    jest.advanceTimersByTime(25_000);
    expect(old.ended).toBe(true);
    expect(hub.size).toBe(0);
    expect(hub.heartbeatRunning).toBe(false);
  });
});

/** The status and `{ message }` a call throws, or null when it does not throw. */
function refusal(call: () => void): { status: number; message: unknown } | null {
  try {
    call();
    return null;
  } catch (error) {
    const http = error as { getStatus(): number; getResponse(): { message: unknown } };
    return { status: http.getStatus(), message: http.getResponse().message };
  }
}

describe('LiveHub: caps on open streams per client address and in all', () => {
  it('refuses the stream past the per-client cap with 429 before writing, and frees the slot when one closes', () => {
    const { hub } = hubWithBus({ LIVE_STREAMS_PER_CLIENT: 3 });
    const streams = [1, 2, 3].map((n) => {
      const res = new StalledResponse();
      hub.open(`member-${n}`, res, '198.51.100.7');
      return res;
    });
    const extra = new StalledResponse();
    expect(refusal(() => hub.open('member-4', extra, '198.51.100.7'))).toEqual({
      status: 429,
      message: TOO_MANY_LIVE_STREAMS_FROM_CLIENT,
    });
    expect(extra.written).toEqual([]);
    expect(hub.streamsOfClient('198.51.100.7')).toBe(3);
    // Another address is not affected.
    expect(refusal(() => hub.open('member-4', new StalledResponse(), '203.0.113.5'))).toBeNull();

    streams[0].end();
    expect(hub.streamsOfClient('198.51.100.7')).toBe(2);
    expect(refusal(() => hub.open('member-4', new StalledResponse(), '198.51.100.7'))).toBeNull();
    hub.onModuleDestroy();
  });

  it('refuses the stream past the per-process cap with 429, and frees the slot when one closes', () => {
    const { hub } = hubWithBus({ LIVE_STREAMS_PER_PROCESS: 2 });
    const first = new StalledResponse();
    hub.open('a', first, '192.0.2.1');
    hub.open('b', new StalledResponse(), '192.0.2.2');
    const extra = new StalledResponse();
    expect(refusal(() => hub.open('c', extra, '192.0.2.3'))).toEqual({
      status: 429,
      message: LIVE_STREAMS_FULL,
    });
    expect(extra.written).toEqual([]);
    expect(hub.size).toBe(2);
    first.destroy();
    expect(hub.size).toBe(1);
    expect(refusal(() => hub.open('c', new StalledResponse(), '192.0.2.3'))).toBeNull();
    hub.onModuleDestroy();
  });
});

describe('LiveHub: like counts of one post coalesced per stream', () => {
  afterEach(() => jest.useRealTimers());
  const likeCounts = (res: StalledResponse) =>
    res.written
      .filter((chunk) => chunk.startsWith('event: like-count'))
      .map((chunk) => JSON.parse(chunk.split('data: ')[1]));

  it('sends the first count at once, then at most one per second carrying the latest, nothing lost at the end', () => {
    jest.useFakeTimers();
    const { hub, deliver } = hubWithBus();
    const res = new StalledResponse();
    hub.open('reader', res, '192.0.2.1');
    for (let n = 1; n <= 50; n += 1) deliver({ type: 'like-count', postId: POST, likesCount: n });
    expect(likeCounts(res)).toEqual([{ type: 'like-count', postId: POST, likesCount: 1 }]);

    jest.advanceTimersByTime(999);
    expect(likeCounts(res)).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(likeCounts(res).map((e) => e.likesCount)).toEqual([1, 50]);

    // A burst spread over the next windows: one event per window, the window's latest.
    for (let n = 51; n <= 80; n += 1) {
      deliver({ type: 'like-count', postId: POST, likesCount: n });
      jest.advanceTimersByTime(100);
    }
    jest.advanceTimersByTime(5_000);
    const counts = likeCounts(res).map((e) => e.likesCount);
    expect(counts).toEqual([1, 50, 60, 70, 80]);
    hub.onModuleDestroy();
  });

  it('coalesces each post and each stream on its own, and other events pass at once', () => {
    jest.useFakeTimers();
    const { hub, deliver } = hubWithBus();
    const other = '0d3f5a3e-1b2c-4d5e-8f90-1a2b3c4d5e6f';
    const [r1, r2] = [new StalledResponse(), new StalledResponse()];
    hub.open('reader-1', r1, '192.0.2.1');
    deliver({ type: 'like-count', postId: POST, likesCount: 1 });
    hub.open('reader-2', r2, '192.0.2.2');
    deliver({ type: 'like-count', postId: POST, likesCount: 2 });
    deliver({ type: 'like-count', postId: other, likesCount: 7 });
    deliver({
      type: 'post-created',
      postId: other,
      userId: 'someone',
      createdAt: '2026-12-01T00:00:00.000Z',
    });
    expect(likeCounts(r1).map((e) => [e.postId, e.likesCount])).toEqual([
      [POST, 1],
      [other, 7],
    ]);
    expect(likeCounts(r2).map((e) => [e.postId, e.likesCount])).toEqual([
      [POST, 2],
      [other, 7],
    ]);
    expect(r1.written.some((chunk) => chunk.startsWith('event: post-created'))).toBe(true);
    jest.advanceTimersByTime(1_000);
    expect(likeCounts(r1).map((e) => e.likesCount)).toEqual([1, 7, 2]);
    expect(likeCounts(r2).map((e) => e.likesCount)).toEqual([2, 7]);
    hub.onModuleDestroy();
  });

  it('leaves no timer behind when a stream closes during a window', () => {
    jest.useFakeTimers();
    const { hub, deliver } = hubWithBus();
    const res = new StalledResponse();
    hub.open('reader', res, '192.0.2.1');
    deliver({ type: 'like-count', postId: POST, likesCount: 1 });
    deliver({ type: 'like-count', postId: POST, likesCount: 2 });
    res.end();
    expect(jest.getTimerCount()).toBe(0);
    hub.onModuleDestroy();
  });
});

describe('parseRestrictionChange: restriction changes stay between the copies', () => {
  const change = {
    type: 'restriction-changed',
    viewerId: '44444444-4444-4444-8444-444444444444',
    authorId: '11111111-1111-4111-8111-111111111111',
    hidden: true,
  };

  it('is never a live event a browser could receive, and is read back as sent', () => {
    expect(parseLiveEvent(JSON.stringify(change))).toBeNull();
    expect(parseRestrictionChange(JSON.stringify({ ...change, extra: 1 }))).toEqual(change);
  });

  it.each([
    ['not JSON', '{'],
    ['a viewer that is not a uuid', JSON.stringify({ ...change, viewerId: 'x' })],
    ['an author that is not a uuid', JSON.stringify({ ...change, authorId: 7 })],
    ['no hidden flag', JSON.stringify({ ...change, hidden: 'yes' })],
    ['a live event', JSON.stringify({ type: 'like-count', postId: POST, likesCount: 1 })],
  ])('drops %s', (_label, message) => {
    expect(parseRestrictionChange(message)).toBeNull();
  });
});

describe('liveChannel', () => {
  it('keeps stacks on different Redis databases apart unless a channel is set', () => {
    expect(liveChannel({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe('petcora:social:live');
    expect(liveChannel({ REDIS_URL: 'redis://127.0.0.1:6379/0' })).toBe('petcora:social:live');
    expect(liveChannel({ REDIS_URL: 'redis://127.0.0.1:6379/9' })).toBe('petcora:social:live:db9');
    expect(liveChannel({ REDIS_URL: 'redis://h:6379/9', LIVE_CHANNEL: 'mine' })).toBe('mine');
  });
});

describe('LiveHub: unread notification counts', () => {
  const OWNER = '55555555-5555-4555-8555-555555555555';
  const OTHER = '66666666-6666-4666-8666-666666666666';

  it("writes a member's unread count to that member's streams only", () => {
    const { hub, deliver } = hubWithBus();
    const mine = [new StalledResponse(), new StalledResponse()];
    const theirs = new StalledResponse();
    hub.open(OWNER, mine[0], '192.0.2.1');
    hub.open(OWNER, mine[1], '192.0.2.2');
    hub.open(OTHER, theirs, '192.0.2.3');
    deliver({ type: 'notifications-unread', userId: OWNER, count: 2 });
    for (const res of mine)
      expect(res.written.filter((c) => c.startsWith('event: notifications-unread'))).toEqual([
        `event: notifications-unread\ndata: ${JSON.stringify({ type: 'notifications-unread', userId: OWNER, count: 2 })}\n\n`,
      ]);
    expect(theirs.written.some((c) => c.includes('notifications-unread'))).toBe(false);
    hub.onModuleDestroy();
  });
});
