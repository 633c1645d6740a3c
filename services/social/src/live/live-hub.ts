import { HttpException, HttpStatus, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { LiveEvent } from '@petcora/contracts';
import { SocialEnv } from '../config/social-env';
import { LiveBus } from './live-bus';

export const TOO_MANY_LIVE_STREAMS = 'Too many live connections. Close another tab and try again.';
export const TOO_MANY_LIVE_STREAMS_FROM_CLIENT =
  'Too many live connections from your network. Close another tab and try again.';
export const LIVE_STREAMS_FULL = 'Live updates are busy right now. Please try again shortly.';

/** What the browser waits before reconnecting after the stream ends (the `retry:` hint). */
export const LIVE_RETRY_MS = 5_000;

/**
 * A stream whose unsent output passes this is cut: a reader that stopped reading (or a very slow link) can never
 * make the process buffer without bound. Events are ~150 bytes, so this is hundreds of events behind.
 */
export const MAX_BUFFERED_BYTES = 64 * 1024;

/**
 * A stream is ended after this long; the browser reconnects at once, which checks the session again (a member who
 * signed out elsewhere stops getting events within this time).
 */
export const MAX_STREAM_AGE_MS = 30 * 60_000;

export const LIVE_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // nginx and similar proxies would otherwise hold events back to fill a buffer.
  'x-accel-buffering': 'no',
} as const;

/** The part of Express's response a stream needs (unit tests pass a fake). */
export interface StreamResponse {
  readonly writableLength: number;
  readonly destroyed: boolean;
  writeHead(status: number, headers: Record<string, string>): unknown;
  write(chunk: string): boolean;
  end(): unknown;
  destroy(): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** The like counts of one post held back for a stream until its window ends (the latest count wins). */
interface LikeCountWindow {
  /** The newest event not yet sent, if any arrived since the window opened. */
  pending?: string;
  timer: NodeJS.Timeout;
}

interface LiveStream {
  viewerId: string;
  /** The client key (clientKey of the address) the stream counts against. */
  client: string;
  res: StreamResponse;
  openedAt: number;
  /** Members whose new posts this stream leaves out (blocked either way, muted); kept current by the bus. */
  hidden: Set<string>;
  /** Per post: a like count was sent within the window. Emptied when the stream closes. */
  likeWindows: Map<string, LikeCountWindow>;
}

/** One server-sent event: `event:` is the type, `data:` the JSON (JSON.stringify never emits a raw newline). */
export function formatLiveEvent(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The open live streams of this copy of the service, by member. Every event of the bus (from any copy) is written to
 * each local stream, except a member's own new posts; like counts of one post at most once per window per stream
 * (the first at once, then the latest at the window's end). Streams are capped per member, per client address and in
 * all. One heartbeat timer serves all streams and runs only while there is one; a closed stream leaves nothing behind.
 */
@Injectable()
export class LiveHub implements OnModuleDestroy {
  private readonly logger = new Logger('LiveHub');
  private readonly streams = new Map<string, Set<LiveStream>>();
  /** Open streams per client key. */
  private readonly perClientCount = new Map<string, number>();
  private total = 0;
  private readonly unlisten: () => void;
  private readonly unlistenRestrictions: () => void;
  private readonly heartbeatMs: number;
  private readonly perMember: number;
  private readonly perClient: number;
  private readonly perProcess: number;
  private readonly likeWindowMs: number;
  private heartbeat: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(bus: LiveBus, env: SocialEnv) {
    this.heartbeatMs = env.LIVE_HEARTBEAT_MS;
    this.perMember = env.LIVE_STREAMS_PER_MEMBER;
    this.perClient = env.LIVE_STREAMS_PER_CLIENT;
    this.perProcess = env.LIVE_STREAMS_PER_PROCESS;
    this.likeWindowMs = env.LIVE_LIKE_COUNT_WINDOW_MS;
    this.unlisten = bus.listen((event) => this.dispatch(event));
    this.unlistenRestrictions = bus.listenRestrictions((change) => this.restrict(change));
  }

  /** Open streams on this copy. */
  get size(): number {
    return this.total;
  }

  /** Open streams on this copy from one client key. */
  streamsOfClient(client: string): number {
    return this.perClientCount.get(client) ?? 0;
  }

  /** Members with at least one open stream on this copy. */
  get members(): number {
    return this.streams.size;
  }

  get heartbeatRunning(): boolean {
    return this.heartbeat !== undefined;
  }

  /**
   * Starts a stream for the member on this response, or throws 429 (before anything is written) when this copy holds
   * its maximum in all, for the client key (clientKey of the address) or for the member.
   */
  open(viewerId: string, res: StreamResponse, client: string, hidden: Iterable<string> = []): void {
    if (this.closing) throw new HttpException({ message: 'Service is shutting down' }, 503);
    // The client left while the request was being authenticated: its 'close' has fired already, nothing to keep.
    if (res.destroyed) return;
    if (this.total >= this.perProcess)
      throw new HttpException({ message: LIVE_STREAMS_FULL }, HttpStatus.TOO_MANY_REQUESTS);
    if (this.streamsOfClient(client) >= this.perClient)
      throw new HttpException({ message: TOO_MANY_LIVE_STREAMS_FROM_CLIENT }, HttpStatus.TOO_MANY_REQUESTS);
    const mine = this.streams.get(viewerId) ?? new Set<LiveStream>();
    if (mine.size >= this.perMember)
      throw new HttpException({ message: TOO_MANY_LIVE_STREAMS }, HttpStatus.TOO_MANY_REQUESTS);
    const stream: LiveStream = {
      viewerId,
      client,
      res,
      openedAt: Date.now(),
      hidden: new Set(hidden),
      likeWindows: new Map(),
    };
    mine.add(stream);
    this.streams.set(viewerId, mine);
    this.total += 1;
    this.perClientCount.set(client, this.streamsOfClient(client) + 1);
    res.on('close', () => this.forget(stream));
    res.writeHead(200, { ...LIVE_STREAM_HEADERS });
    // Sent at once: the browser sees the stream open and learns how long to wait before reconnecting.
    res.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    this.heartbeat ??= setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  dispatch(event: LiveEvent): void {
    const chunk = formatLiveEvent(event);
    // Message events and a member's unread count go to that one member's streams, never to anyone else's.
    const onlyFor =
      'toUserId' in event ? event.toUserId : event.type === 'notifications-unread' ? event.userId : null;
    if (onlyFor) {
      for (const stream of this.streams.get(onlyFor) ?? []) this.send(stream, chunk);
      return;
    }
    for (const mine of this.streams.values()) {
      for (const stream of mine) {
        // A member's own new post is already on their screen.
        if (event.type === 'post-created' && event.userId === stream.viewerId) continue;
        // Nor does a member's stream announce posts of members they blocked, who blocked them, or they muted.
        if (event.type === 'post-created' && stream.hidden.has(event.userId)) continue;
        if (event.type === 'like-count') this.sendLikeCount(stream, event.postId, chunk);
        else this.send(stream, chunk);
      }
    }
  }

  /** A block or mute changed: the viewer's open streams on this copy follow it. */
  restrict(change: { viewerId: string; authorId: string; hidden: boolean }): void {
    for (const stream of this.streams.get(change.viewerId) ?? []) {
      if (change.hidden) stream.hidden.add(change.authorId);
      else stream.hidden.delete(change.authorId);
    }
  }

  /**
   * A post's like count: sent at once when none was sent to this stream within the window, else held (replacing any
   * held one) and sent when the window ends, which opens the next window. A window with nothing held ends quietly.
   */
  private sendLikeCount(stream: LiveStream, postId: string, chunk: string): void {
    const open = stream.likeWindows.get(postId);
    if (open) {
      open.pending = chunk;
      return;
    }
    this.send(stream, chunk);
    this.openLikeWindow(stream, postId);
  }

  private openLikeWindow(stream: LiveStream, postId: string): void {
    // A stream cut by send() is gone: no window for it.
    if (!this.isOpen(stream)) return;
    const window: LikeCountWindow = {
      timer: setTimeout(() => {
        stream.likeWindows.delete(postId);
        if (window.pending === undefined) return;
        this.send(stream, window.pending);
        this.openLikeWindow(stream, postId);
      }, this.likeWindowMs),
    };
    window.timer.unref();
    stream.likeWindows.set(postId, window);
  }

  private isOpen(stream: LiveStream): boolean {
    return this.streams.get(stream.viewerId)?.has(stream) ?? false;
  }

  private beat(): void {
    const tooOld = Date.now() - MAX_STREAM_AGE_MS;
    for (const mine of this.streams.values()) {
      for (const stream of mine) {
        if (stream.openedAt <= tooOld) stream.res.end();
        else this.send(stream, ': ping\n\n');
      }
    }
  }

  /** Writes, or cuts a stream that fell too far behind (its reader reconnects and refetches). */
  private send(stream: LiveStream, chunk: string): void {
    if (stream.res.destroyed) return;
    if (stream.res.writableLength + chunk.length > MAX_BUFFERED_BYTES) {
      this.logger.warn(`Live stream of member ${stream.viewerId} cut: its reader fell behind`);
      this.forget(stream);
      stream.res.destroy();
      return;
    }
    stream.res.write(chunk);
  }

  private forget(stream: LiveStream): void {
    const mine = this.streams.get(stream.viewerId);
    if (!mine?.delete(stream)) return;
    if (mine.size === 0) this.streams.delete(stream.viewerId);
    this.total -= 1;
    const fromClient = this.streamsOfClient(stream.client) - 1;
    if (fromClient > 0) this.perClientCount.set(stream.client, fromClient);
    else this.perClientCount.delete(stream.client);
    for (const window of stream.likeWindows.values()) clearTimeout(window.timer);
    stream.likeWindows.clear();
    if (this.streams.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  /** Ends every stream so the HTTP server can close (browsers reconnect to another copy). */
  onModuleDestroy(): void {
    this.closing = true;
    this.unlisten();
    this.unlistenRestrictions();
    for (const mine of [...this.streams.values()])
      for (const stream of [...mine]) {
        stream.res.end();
        this.forget(stream);
      }
    this.streams.clear();
    this.perClientCount.clear();
    this.total = 0;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
