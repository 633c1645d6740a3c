import { request as httpRequest, type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG_BYTES } from './account-fixtures';
import type { AccountTestContext } from './account-test-app';

/** Decoded bytes per generated piece: a multiple of 3, so pieces encode to base64 that joins without padding. */
const PIECE_BYTES = 48 * 1024;
const ZERO_PIECE_BASE64 = Buffer.alloc(PIECE_BYTES).toString('base64');

/**
 * The base64 text of an image of `totalBytes` decoded bytes (a PNG header, then zeros: decoders and the checks
 * ignore bytes after IEND), produced piece by piece so the sending test holds ~64 KB however large the image.
 */
export function* pngBase64Pieces(totalBytes: number): Generator<string> {
  yield pngOfSize(Math.min(totalBytes, PIECE_BYTES)).toString('base64');
  let remaining = totalBytes - PIECE_BYTES;
  for (; remaining >= PIECE_BYTES; remaining -= PIECE_BYTES) yield ZERO_PIECE_BASE64;
  if (remaining > 0) yield Buffer.alloc(remaining).toString('base64');
}

/** The same image as one Buffer (for checking stored bytes). */
export function pngOfSize(totalBytes: number): Buffer {
  return Buffer.concat([PNG_BYTES, Buffer.alloc(totalBytes - PNG_BYTES.length)]);
}

/** A JSON profile body whose `profileImageUrl` is the PNG data URL of `imageBytes` decoded bytes, in pieces. */
export function* profileBodyPieces(
  imageBytes: number,
  fields: Record<string, string> = {},
): Generator<string> {
  const before = Object.entries(fields).map(
    ([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)},`,
  );
  yield `{${before.join('')}"profileImageUrl":"data:image/png;base64,`;
  yield* pngBase64Pieces(imageBytes);
  yield '"}';
}

/** How many bytes `pieces` add up to. */
export function lengthOf(pieces: Iterable<string>): number {
  let total = 0;
  for (const piece of pieces) total += Buffer.byteLength(piece);
  return total;
}

export interface ProfileAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** Body bytes written when the answer arrived, and whether the whole body had been sent by then. */
  sentBytes: number;
  sentAll: boolean;
}

/**
 * One raw PUT /api/users/profile (supertest cannot stream a body or stop halfway). Writes `pieces` with
 * backpressure, stops writing as soon as an answer arrives, and can hold the body open (`hold`) until told to go on.
 */
export class ProfileBodyUpload {
  readonly answer: Promise<ProfileAnswer>;
  sentBytes = 0;
  private readonly req: ClientRequest;
  private answered = false;
  private sentAll = false;

  constructor(
    baseUrl: string,
    headers: Record<string, string>,
    private readonly pieces: Iterator<string>,
    options: { contentLength?: number } = {},
  ) {
    this.req = httpRequest(`${baseUrl}/api/users/profile`, {
      method: 'PUT',
      headers: {
        ...headers,
        'content-type': 'application/json',
        ...(options.contentLength === undefined ? {} : { 'content-length': String(options.contentLength) }),
      },
    });
    this.req.on('error', () => undefined); // the server may close after answering; the answer is what counts
    this.answer = new Promise<ProfileAnswer>((resolve, reject) => {
      this.req.once('response', (res) => {
        this.answered = true;
        const sentBytes = this.sentBytes;
        const sentAll = this.sentAll;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: kept as text for the assertion to show
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sentBytes, sentAll });
          this.req.destroy();
        });
      });
    });
    this.req.flushHeaders();
  }

  /** Writes pieces until `bytes` are sent (or all, or an answer came). */
  async send(bytes = Infinity): Promise<void> {
    while (!this.answered && this.sentBytes < bytes) {
      const next = this.pieces.next();
      if (next.done) {
        this.sentAll = true;
        this.req.end();
        return;
      }
      this.sentBytes += Buffer.byteLength(next.value);
      if (!this.req.write(next.value)) await this.drained();
    }
  }

  /** Sends the rest and waits for the answer. */
  async finish(): Promise<ProfileAnswer> {
    await this.send();
    return this.answer;
  }

  /** Goes away mid-body. */
  abort(): void {
    this.req.destroy();
  }

  private drained(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.req.off('drain', done);
        clearInterval(poll);
        resolve();
      };
      this.req.on('drain', done);
      const poll = setInterval(() => (this.answered || this.req.destroyed) && done(), 10);
    });
  }
}

/** Starts the test app's server on a free port, once, and answers its base URL. */
export async function listenOnce(ctx: AccountTestContext): Promise<string> {
  const server = ctx.app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
