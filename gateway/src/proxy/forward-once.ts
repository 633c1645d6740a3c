import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { keepAliveAgentFor, requestFunctionFor } from '../upstreams/keep-alive-agents';
import { copyAnswerHead, hasRequestBody, upstreamRequestHeaders } from './hop-by-hop';

export interface ForwardOptions {
  /** The service copy's origin. */
  target: URL;
  /** Headers set on top of the client's (the client address, x-forwarded-proto/host). */
  headers: Readonly<Record<string, string>>;
  /** The names of the cookies the service owns: the only ones of the client's Cookie header it gets. */
  cookies: ReadonlySet<string>;
  /** The body to send instead of the request's own stream (a retry replays what was recorded). */
  body?: Readable;
  /** Idle time after which the upstream request is abandoned; none for event streams. */
  timeoutMs?: number;
  /** Called once the upstream's answer starts (status and headers arrived), before anything is written. */
  onAnswer(): void;
  /** Called when the try fails: refused, reset, timed out, or cut mid-answer (then the client is cut too). */
  onError(error: NodeJS.ErrnoException): void;
}

/**
 * The request target as a path (`/api/posts?page=1`). A client may send the absolute form (`GET http://host/api/posts`),
 * which every check of the gateway read as its path; the service gets that same path, never a URL naming some other
 * host (as http-proxy did).
 */
export function originForm(target: string): string {
  if (target.startsWith('/')) return target;
  const url = new URL(target);
  return `${url.pathname}${url.search}`;
}

/**
 * One try of a proxied request: the request (path as the client sent it, body streamed, never buffered) goes to
 * `target` over a shared keep-alive connection, and the answer streams back as it comes. A client that goes away
 * ends the upstream request; an upstream that dies or stalls mid-answer cuts the client off rather than leave it
 * hanging with a truncated answer that looks complete.
 */
export function forwardOnce(req: IncomingMessage, res: ServerResponse, options: ForwardOptions): void {
  const { target } = options;
  let failed = false;
  const fail = (error: NodeJS.ErrnoException) => {
    if (failed) return;
    failed = true;
    options.onError(error);
  };
  let upstream;
  try {
    upstream = requestFunctionFor(target.protocol)({
      protocol: target.protocol,
      // URL keeps an IPv6 host in brackets; the socket wants it bare.
      hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: target.port,
      method: req.method,
      path: originForm(req.url ?? '/'),
      headers: upstreamRequestHeaders(req, target.host, options.headers, options.cookies),
      agent: keepAliveAgentFor(target.protocol),
    });
  } catch (error) {
    // A path or header Node will not send (it validates both): answered like an unreachable service.
    fail(error as NodeJS.ErrnoException);
    return;
  }
  upstream.on('error', fail);
  if (options.timeoutMs !== undefined) {
    const timeoutMs = options.timeoutMs;
    upstream.setTimeout(timeoutMs, () => {
      const error: NodeJS.ErrnoException = new Error(`no data from the upstream for ${timeoutMs} ms`);
      error.code = 'ETIMEDOUT';
      upstream.destroy(error);
    });
  }
  // The client went away (page left, event stream closed) before the answer was complete: stop the upstream too.
  res.on('close', () => {
    if (!res.writableEnded) upstream.destroy();
  });
  upstream.on('response', (answer: IncomingMessage) => {
    options.onAnswer();
    answer.on('error', fail);
    answer.on('close', () => {
      if (!answer.complete) res.destroy();
    });
    copyAnswerHead(answer, res);
    answer.pipe(res);
  });
  if (options.body) options.body.pipe(upstream);
  else if (hasRequestBody(req.headers)) req.pipe(upstream);
  else upstream.end();
}
