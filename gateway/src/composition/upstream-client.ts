import type http from 'node:http';
import { CLIENT_ADDRESS_HEADER, IDENTITY_HEADER } from '@petcora/contracts';
import { TRACEPARENT_HEADER } from '@petcora/tracing';
import type { FastifyRequest } from 'fastify';
import type { ServiceName } from '../config/gateway-config';
import { identityTokenFor } from '../identity/identity-middleware';
import { resolvedClientAddress } from '../proxy/client-address';
import { keepAliveAgentFor, requestFunctionFor } from '../upstreams/keep-alive-agents';

export class UpstreamStatusError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'UpstreamStatusError';
  }
}

export class UpstreamTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`${url} did not answer within ${timeoutMs} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

/**
 * GETs JSON from `service` with a hard timeout (for the whole answer, body included), carrying the caller's identity
 * token (signed for that service), request id and trace along. Rejects on a network error, a timeout, a non-2xx status or a
 * body that is not JSON.
 */
export function getJson(
  service: ServiceName,
  url: string,
  req: FastifyRequest,
  timeoutMs: number,
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const identity = identityTokenFor(req, service);
  if (identity) headers[IDENTITY_HEADER] = identity;
  const requestId = req.headers['x-request-id'];
  if (typeof requestId === 'string') headers['x-request-id'] = requestId;
  headers[CLIENT_ADDRESS_HEADER] = resolvedClientAddress(req);
  // The request's trace (set by the request-id middleware, the gateway's span as parent), as a proxied call carries
  // it: without it each part of a composed read started a trace of its own and its log lines could not be joined.
  const traceparent = req.headers[TRACEPARENT_HEADER];
  if (typeof traceparent === 'string') headers[TRACEPARENT_HEADER] = traceparent;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => {
      settle(() => reject(new UpstreamTimeoutError(url, timeoutMs)));
      current?.destroy();
    }, timeoutMs);
    let current: http.ClientRequest | undefined;
    const send = (firstTry: boolean) => {
      current = request(url, headers, (error, body) => {
        // A kept-alive connection the service closed while idle fails as soon as it is reused: a GET is safe to send
        // again, once, on a new connection.
        if (
          error &&
          firstTry &&
          current?.reusedSocket &&
          (error as NodeJS.ErrnoException).code === 'ECONNRESET'
        ) {
          if (!settled) send(false);
          return;
        }
        settle(() => (error ? reject(error) : resolve(body)));
      });
    };
    send(true);
  });
}

/** One GET; `done` is called once, with the parsed JSON body or the reason it failed. */
function request(
  url: string,
  headers: Record<string, string>,
  done: (error: Error | null, body?: unknown) => void,
): http.ClientRequest {
  const target = new URL(url);
  // Kept-alive connections shared with the proxy (upstreams/keep-alive-agents). node:http rather than fetch: fetch
  // (undici) cost 0.3-0.45 ms more gateway CPU per call here (docs/performance.md).
  const agent = keepAliveAgentFor(target.protocol);
  let finished = false;
  const finish = (error: Error | null, body?: unknown) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  const upstream = requestFunctionFor(target.protocol)(target, { headers, agent }, (response) => {
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      // Read and drop the body so the connection goes back to the pool.
      response.resume();
      finish(new UpstreamStatusError(url, status));
      return;
    }
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => {
      try {
        finish(null, JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        finish(error as Error);
      }
    });
    response.on('error', (error) => finish(error));
    // A connection cut in the middle of the body ends without 'end'.
    response.on('close', () => {
      if (!response.complete) finish(new Error(`${url}: answer cut short`));
    });
  });
  upstream.on('error', (error) => finish(error));
  upstream.end();
  return upstream;
}
