import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { JSON_BODY_LIMIT_BYTES, shallowBodyError } from './body-limits';

type RequestWithRawBody = IncomingMessage & { rawBody?: Buffer };

/** Webhooks are signed over their exact bytes, so their JSON bodies are also kept as received. */
const RAW_BODY_PATH = /^\/api\/webhooks\//i;

/** The exact bytes of a JSON body under /api/webhooks/ (undefined elsewhere, or without a body). */
export function rawBodyOf(request: IncomingMessage): Buffer | undefined {
  return (request as RequestWithRawBody).rawBody;
}

export const MALFORMED_BODY_MESSAGE = 'Malformed request body';
export const UNSUPPORTED_ENCODING_MESSAGE = 'Unsupported request body encoding';

const DECOMPRESSORS: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/**
 * A compressed body as the stream Fastify reads instead: the size cap then counts the inflated bytes (a small gzip
 * bomb is refused with 413, not inflated into memory), and a body that is not what it claims is a 400 of ours.
 */
function inflated(payload: Readable, encoding: string): Readable {
  const decompress = DECOMPRESSORS[encoding]();
  const out = new PassThrough();
  let received = 0;
  payload.on('data', (chunk: Buffer) => (received += chunk.length));
  // Not stream.pipeline: it would end `out` with zlib's own error, which the exception filter answers as a 500.
  payload.on('error', (error) => out.destroy(error));
  decompress.on('error', () => out.destroy(new BadRequestException(MALFORMED_BODY_MESSAGE)));
  payload.pipe(decompress).pipe(out);
  // Fastify compares the bytes that came over the wire, not the inflated ones, with the content-length.
  Object.defineProperty(out, 'receivedEncodedLength', { get: () => received });
  return out;
}

function isJsonContent(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^\s*application\/json\s*(;|$)/i.test(type);
}

/** A body declared in a charset that is not a UTF (JSON is UTF-8) is refused rather than misread. */
function charsetIsUtf(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  return charset === undefined || charset.toLowerCase().startsWith('utf-');
}

/**
 * A JSON body as the services have always read it: strict (an object or an array at the top), UTF-8, a leading BOM
 * ignored, an empty body read as `{}`, malformed JSON a 400 naming the parse error.
 */
export function parseJsonText(text: string): unknown {
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (json.trim() === '') return {};
  const first = json.trimStart()[0];
  if (first !== '{' && first !== '[') {
    // JSON.parse's own error for the text from that character on masked, the masked part shown as it was.
    const index = json.indexOf(first);
    const masked = json.slice(0, index) + '#'.repeat(json.length - index);
    try {
      JSON.parse(masked);
    } catch (error) {
      const message = (error as Error).message.replace(/#+/g, (run) => json.slice(index, index + run.length));
      throw new BadRequestException(message);
    }
    throw new BadRequestException(MALFORMED_BODY_MESSAGE);
  }
  try {
    return JSON.parse(json) as unknown;
  } catch (error) {
    throw new BadRequestException((error as Error).message);
  }
}

/** A route whose JSON body its handler reads later (after its guard), with a limit of its own: left unread here. */
export type DeferredJsonBody = (req: IncomingMessage) => boolean;

/**
 * A JSON body read whole, refused past `limit` bytes (by its declared length at once, else as it arrives) with
 * Fastify's own 413, and with Fastify's 400 when fewer or more bytes come than declared.
 */
function readLimited(request: FastifyRequest, payload: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = request.headers['content-length'];
    const expected = declared === undefined ? undefined : Number(declared);
    if (expected !== undefined && expected > limit)
      return reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limit) {
        cleanUp();
        payload.resume();
        reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      } else chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanUp();
      const wireLength = (payload as { receivedEncodedLength?: number }).receivedEncodedLength ?? received;
      if (expected !== undefined && wireLength !== expected)
        return reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error): void => {
      cleanUp();
      reject(error);
    };
    const cleanUp = (): void => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}

/**
 * The services' request-body rules through Fastify's own parsing (ADR 0077): JSON capped at JSON_BODY_LIMIT_BYTES
 * (413 `Request body is too large`, Fastify's own refusal), gzip/deflate/br bodies inflated first (another encoding
 * is 415), depth-checked (shallowBodyError); any other content type left unread for the route (multipart uploads
 * stream from the raw request), where Fastify would refuse it with 415. Errors are HttpExceptions or Fastify's own
 * errors, which the exception filter answers as `{ message }`.
 */
export function registerJsonBodyRules(
  instance: FastifyInstance,
  deferred: DeferredJsonBody = () => false,
): void {
  instance.removeAllContentTypeParsers();
  instance.addHook('preParsing', (request, _reply, payload, done) => {
    if (!isJsonContent(request) || deferred(request.raw)) return done(null, payload);
    const encoding = (request.headers['content-encoding'] ?? 'identity').toLowerCase().trim();
    if (encoding === 'identity') return done(null, payload);
    if (!(encoding in DECOMPRESSORS))
      return done(new UnsupportedMediaTypeException(UNSUPPORTED_ENCODING_MESSAGE), payload);
    done(null, inflated(payload, encoding));
  });
  // A parser of the payload rather than of its bytes (parseAs): a deferred route's body must stay unread.
  instance.addContentTypeParser('application/json', (request, payload, done) => {
    if (deferred(request.raw)) return done(null, undefined);
    if (!charsetIsUtf(request.headers['content-type']))
      return done(new UnsupportedMediaTypeException(UNSUPPORTED_ENCODING_MESSAGE), undefined);
    readLimited(request, payload, JSON_BODY_LIMIT_BYTES).then(
      (bytes) => {
        if (RAW_BODY_PATH.test(request.raw.url ?? '')) (request.raw as RequestWithRawBody).rawBody = bytes;
        let body: unknown;
        try {
          body = parseJsonText(bytes.toString('utf8'));
        } catch (error) {
          return done(error as Error, undefined);
        }
        const refusal = shallowBodyError({ body });
        if (refusal) done(refusal as Error, undefined);
        else done(null, body);
      },
      (error: Error) => done(error, undefined),
    );
  });
  instance.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
