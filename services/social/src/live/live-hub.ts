import { HttpException, HttpStatus, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { LiveEvent } from '@petcora/contracts';
import { SocialEnv } from '../config/social-env';
import { LiveBus } from './live-bus';

export const TOO_MANY_LIVE_STREAMS = 'Too many live connections. Close another tab and try again.';

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

interface LiveStream {
  viewerId: string;
  res: StreamResponse;
  openedAt: number;
}

/** One server-sent event: `event:` is the type, `data:` the JSON (JSON.stringify never emits a raw newline). */
export function formatLiveEvent(event: LiveEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The open live streams of this copy of the service, by member. Every event of the bus (from any copy) is written to
 * each local stream, except a member's own new posts. One heartbeat timer serves all streams and runs only while
 * there is one; a closed stream leaves nothing behind.
 */
@Injectable()
export class LiveHub implements OnModuleDestroy {
  private readonly logger = new Logger('LiveHub');
  private readonly streams = new Map<string, Set<LiveStream>>();
  private readonly unlisten: () => void;
  private readonly heartbeatMs: number;
  private readonly perMember: number;
  private heartbeat: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(bus: LiveBus, env: SocialEnv) {
    this.heartbeatMs = env.LIVE_HEARTBEAT_MS;
    this.perMember = env.LIVE_STREAMS_PER_MEMBER;
    this.unlisten = bus.listen((event) => this.dispatch(event));
  }

  /** Open streams on this copy. */
  get size(): number {
    let total = 0;
    for (const set of this.streams.values()) total += set.size;
    return total;
  }

  /** Members with at least one open stream on this copy. */
  get members(): number {
    return this.streams.size;
  }

  get heartbeatRunning(): boolean {
    return this.heartbeat !== undefined;
  }

  /** Starts a stream for the member on this response, or throws 429 when they already hold the maximum. */
  open(viewerId: string, res: StreamResponse): void {
    if (this.closing) throw new HttpException({ message: 'Service is shutting down' }, 503);
    // The client left while the request was being authenticated: its 'close' has fired already, nothing to keep.
    if (res.destroyed) return;
    const mine = this.streams.get(viewerId) ?? new Set<LiveStream>();
    if (mine.size >= this.perMember)
      throw new HttpException({ message: TOO_MANY_LIVE_STREAMS }, HttpStatus.TOO_MANY_REQUESTS);
    const stream: LiveStream = { viewerId, res, openedAt: Date.now() };
    mine.add(stream);
    this.streams.set(viewerId, mine);
    res.on('close', () => this.forget(stream));
    res.writeHead(200, { ...LIVE_STREAM_HEADERS });
    // Sent at once: the browser sees the stream open and learns how long to wait before reconnecting.
    res.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    this.heartbeat ??= setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  dispatch(event: LiveEvent): void {
    const chunk = formatLiveEvent(event);
    for (const mine of this.streams.values()) {
      for (const stream of mine) {
        // A member's own new post is already on their screen.
        if (event.type === 'post-created' && event.userId === stream.viewerId) continue;
        this.send(stream, chunk);
      }
    }
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
    if (this.streams.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  /** Ends every stream so the HTTP server can close (browsers reconnect to another copy). */
  onModuleDestroy(): void {
    this.closing = true;
    this.unlisten();
    for (const mine of [...this.streams.values()]) for (const stream of [...mine]) stream.res.end();
    this.streams.clear();
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
