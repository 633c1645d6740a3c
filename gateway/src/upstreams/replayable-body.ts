import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';

/** Bodies larger than this stream through once and are never retried (uploads), so no request holds more. */
export const MAX_REPLAYED_BODY_BYTES = 256 * 1024;

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Keeps a copy of a request body as it streams to the first copy of a service, so the request can be sent again to
 * another copy (a refused connection, a GET on a copy that went away). Bodies over MAX_REPLAYED_BODY_BYTES stop being
 * recorded and cannot be replayed.
 */
export class ReplayableBody {
  private chunks: Buffer[] = [];
  private size = 0;
  private tooLarge = false;
  private readonly recording: boolean;

  constructor(private readonly req: IncomingMessage) {
    this.recording = hasBody(req);
    // Attached in the same tick as the proxy's pipe, so both see every chunk.
    if (this.recording) req.on('data', this.record);
  }

  private readonly record = (chunk: Buffer): void => {
    this.size += chunk.length;
    if (this.size > MAX_REPLAYED_BODY_BYTES) {
      this.tooLarge = true;
      this.discard();
      return;
    }
    this.chunks.push(chunk);
  };

  /**
   * Resolves true once the whole body was recorded (at once for a body-less request), false when it is too large,
   * the client went away, or it did not arrive within `timeoutMs`. The first try's pipe is gone by now, so the rest
   * of the body flows only into the recording.
   */
  whenComplete(timeoutMs: number): Promise<boolean> {
    const req = this.req;
    if (!this.recording) return Promise.resolve(true);
    if (this.tooLarge) return Promise.resolve(false);
    // An ended request is destroyed too (autoDestroy): only a destroyed one that never ended lost its body.
    if (req.readableEnded) return Promise.resolve(true);
    if (req.destroyed) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const done = (complete: boolean) => {
        clearTimeout(timer);
        req.off('end', onEnd);
        req.off('close', onClose);
        resolve(complete && !this.tooLarge);
      };
      const onEnd = () => done(true);
      const onClose = () => done(req.readableEnded);
      const timer = setTimeout(() => done(false), timeoutMs);
      req.on('end', onEnd);
      req.on('close', onClose);
      req.resume();
    });
  }

  /** A fresh stream of the recorded body (empty for a body-less request) for one more try. */
  replay(): Readable {
    return new PassThrough().end(Buffer.concat(this.chunks));
  }

  /** Stops recording and frees what was kept. */
  discard(): void {
    this.req.off('data', this.record);
    this.chunks = [];
  }
}
