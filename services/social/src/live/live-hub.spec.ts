import { Logger } from '@nestjs/common';
import type { LiveEvent } from '@petcora/contracts';
import type { SocialEnv } from '../config/social-env';
import { liveChannel, parseLiveEvent, type LiveBus } from './live-bus';
import { LiveHub, MAX_BUFFERED_BYTES, MAX_STREAM_AGE_MS, type StreamResponse } from './live-hub';

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

function hubWithBus() {
  let deliver: (event: LiveEvent) => void = () => undefined;
  const bus = { listen: (listener: (event: LiveEvent) => void) => ((deliver = listener), () => undefined) };
  const env = { LIVE_HEARTBEAT_MS: 25_000, LIVE_STREAMS_PER_MEMBER: 5 } as SocialEnv;
  return { hub: new LiveHub(bus as unknown as LiveBus, env), deliver: (e: LiveEvent) => deliver(e) };
}

describe('LiveHub: bounded resources', () => {
  afterEach(() => jest.useRealTimers());

  it('cuts a stream whose reader stopped reading instead of buffering without bound', () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { hub, deliver } = hubWithBus();
    const stalled = new StalledResponse();
    const healthy = new StalledResponse();
    hub.open('reader-a', stalled);
    hub.open('reader-b', healthy);
    for (let i = 0; i < 2000; i += 1) {
      deliver({ type: 'like-count', postId: POST, likesCount: i });
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
    hub.open('member', gone);
    expect(hub.size).toBe(0);
    expect(hub.heartbeatRunning).toBe(false);
  });

  it('ends a stream after its maximum age (the browser reconnects and the session is checked again)', () => {
    jest.useFakeTimers();
    const { hub } = hubWithBus();
    const old = new StalledResponse();
    hub.open('member', old);
    jest.advanceTimersByTime(MAX_STREAM_AGE_MS - 25_000);
    expect(old.ended).toBe(false);
    expect(old.written.filter((c) => c === ': ping\n\n').length).toBeGreaterThan(60);
    jest.advanceTimersByTime(25_000);
    expect(old.ended).toBe(true);
    expect(hub.size).toBe(0);
    expect(hub.heartbeatRunning).toBe(false);
  });
});

describe('parseLiveEvent: only well-formed live events are relayed from the channel', () => {
  it.each([
    ['not JSON', '{'],
    ['a number', '42'],
    ['null', 'null'],
    ['an unknown type', JSON.stringify({ type: 'admin', postId: POST })],
    [
      'a post id that is not a uuid',
      JSON.stringify({ type: 'like-count', postId: '<script>', likesCount: 1 }),
    ],
    ['a negative count', JSON.stringify({ type: 'like-count', postId: POST, likesCount: -1 })],
    ['a fractional count', JSON.stringify({ type: 'like-count', postId: POST, likesCount: 1.5 })],
    ['a post event without author', JSON.stringify({ type: 'post-created', postId: POST, createdAt: 'x' })],
  ])('drops %s', (_label, message) => {
    expect(parseLiveEvent(message)).toBeNull();
  });

  it('keeps the known fields only', () => {
    const message = JSON.stringify({ type: 'like-count', postId: POST, likesCount: 3, extra: '<b>' });
    expect(parseLiveEvent(message)).toEqual({ type: 'like-count', postId: POST, likesCount: 3 });
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
