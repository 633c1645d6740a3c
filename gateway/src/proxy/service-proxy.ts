import type { Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import { CLIENT_ADDRESS_HEADER, IDENTITY_HEADER, LIVE_EVENTS_PATH } from '@petcora/contracts';
import type { GatewayConfig, ServiceName } from '../config/gateway-config';
import { SERVICE_NAMES } from '../config/gateway-config';
import { pathOf, type Step } from '../http/steps';
import { identityTokenFor } from '../identity/identity-middleware';
import { describeError, type Logger } from '../logging/logger';
import { traceOf } from '../request-id/request-id';
import { ReplayableBody } from '../upstreams/replayable-body';
import { UpstreamPool } from '../upstreams/upstream-pool';
import { forwardedHost, forwardedProtocol, resolvedClientAddress } from './client-address';
import { forwardOnce } from './forward-once';
import { findUpstream, type ProxyRule, PROXY_RULES, serviceCookies } from './route-table';

export function serviceUnavailableMessage(service: ServiceName): string {
  return `The ${service} service is unavailable. Please try again shortly.`;
}

/** Answers 503 JSON at once; if the upstream already started answering, the client connection is cut instead. */
export function answerServiceUnavailable(res: ServerResponse | Socket, service: ServiceName): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ message: serviceUnavailableMessage(service) });
  res.statusCode = 503;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.setHeader('cache-control', 'no-store');
  res.end(body);
}

/**
 * Long-lived server-sent event streams (exact paths, never chosen by a client header): proxied without the upstream
 * timeout, which would otherwise cut every stream after `upstreamTimeoutMs`.
 */
export const EVENT_STREAM_PATHS: ReadonlySet<string> = new Set([LIVE_EVENTS_PATH]);

export function isEventStreamPath(path: string): boolean {
  return EVENT_STREAM_PATHS.has(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

export interface ServiceProxyOptions {
  /** For EVENT_STREAM_PATHS: no upstream timeout (the answer never completes); the rest is the same. */
  eventStream?: boolean;
  /** The service's copies; by default one pool of the configured addresses. */
  pool?: UpstreamPool;
}

/** The copies of each service, with readiness checks where there are several (stop them with `stop()`). */
export function createUpstreamPools(config: GatewayConfig): Record<ServiceName, UpstreamPool> {
  return Object.fromEntries(
    SERVICE_NAMES.map((service) => [service, poolOf(service, config).start()]),
  ) as Record<ServiceName, UpstreamPool>;
}

function poolOf(service: ServiceName, config: GatewayConfig): UpstreamPool {
  return new UpstreamPool(service, config.serviceAddresses?.[service] ?? [config.services[service]], {
    checkIntervalMs: config.upstreamCheckIntervalMs ?? 2_000,
    checkTimeoutMs: UPSTREAM_CHECK_TIMEOUT_MS,
  });
}

const UPSTREAM_CHECK_TIMEOUT_MS = 1_000;

/** Requests that change nothing: sent again to another copy after any failure before an answer. */
const SAFE_TO_RETRY = new Set(['GET', 'HEAD']);

/** One request reaches at most this many copies (each try leaves two listeners on the request until it ends). */
const MAX_TRIES = 3;

/**
 * Whether a request that failed on one copy may go to another. Refused connections are retried for every method:
 * the request never reached that copy. Anything else (reset, timeout) may have reached it, so only GET and HEAD.
 */
export function mayRetry(method: string | undefined, error: NodeJS.ErrnoException): boolean {
  return error.code === 'ECONNREFUSED' || SAFE_TO_RETRY.has(method ?? '');
}

/**
 * One streaming proxy per service (proxy/forward-once: node:http, one try per copy, so a failed try can go to another
 * copy). Mounted before any body parser, so request bodies (JSON, uploads) flow through untouched, and answers flow
 * back as they come (nothing on /api compresses or buffers them). The shared keep-alive agents avoid a TCP handshake
 * per request. http-proxy did this before; its per-request machinery cost ~12 % of the gateway's CPU.
 */
export function createServiceProxy(
  service: ServiceName,
  config: GatewayConfig,
  logger: Logger,
  options: ServiceProxyOptions = {},
): Step {
  const pool = options.pool ?? poolOf(service, config);
  const timeoutMs = options.eventStream ? undefined : config.upstreamTimeoutMs;
  const cookies = serviceCookies(config.isProduction)[service];

  return (request, reply) => {
    // From here on the answer is written by hand on Node's response: it streams back as the service sends it.
    reply.hijack();
    const req = request.raw;
    const res = reply.raw;
    const body = new ReplayableBody(req);
    // Decided here, from what the gateway trusts (TRUST_PROXY); a client's X-Forwarded-For and its copy of the header
    // never reach the service (hop-by-hop.ts).
    const headers = {
      [CLIENT_ADDRESS_HEADER]: resolvedClientAddress(request),
      'x-forwarded-proto': forwardedProtocol(request),
      'x-forwarded-host': forwardedHost(request),
    };
    // Set once the answer of a try started: never sent anywhere again.
    let answered = false;
    const tried = new Set<string>();
    let tries = 0;
    const send = (address: string) => {
      const thisTry = ++tries;
      tried.add(address);
      forwardOnce(req, res, {
        target: new URL(address),
        headers,
        cookies,
        timeoutMs,
        // The first try streams the request itself; a retry sends the bytes recorded from it.
        body: thisTry > 1 ? body.replay() : undefined,
        onAnswer: () => {
          answered = true;
          body.discard();
        },
        onError: (error) => {
          // Only the latest try decides.
          if (thisTry !== tries) return;
          // The client went away: nothing to answer, and the copy did not fail.
          if (res.destroyed || req.socket.destroyed) return;
          pool.markDown(address);
          const next = tries < MAX_TRIES ? pool.pick(tried) : null;
          const retry = next !== null && !answered && !res.headersSent && mayRetry(req.method, error);
          // This request's trace, passed explicitly (no AsyncLocalStorage in the gateway).
          logger.warn(
            'upstream unavailable',
            {
              service,
              upstream: address,
              method: req.method,
              url: req.url,
              requestId: req.headers['x-request-id'],
              error: describeError(error),
              retried: retry,
            },
            traceOf(reply),
          );
          if (answered || !retry) {
            body.discard();
            // Part of an answer may be on its way: cut the client off rather than add a 503 to it.
            if (answered) res.destroy();
            else answerServiceUnavailable(res, service);
            return;
          }
          void body.whenComplete(config.upstreamTimeoutMs).then((complete) => {
            if (complete && !res.headersSent && !res.destroyed) send(next);
            else {
              body.discard();
              answerServiceUnavailable(res, service);
            }
          });
        },
      });
    };
    send(pool.pick() ?? pool.addresses[0]!);
  };
}

/**
 * Sends each request whose path is in the route table to its service, after authenticating it;
 * other requests go on to the next step.
 */
export function routeByPrefix(options: {
  config: GatewayConfig;
  logger: Logger;
  authenticate: Step;
  rules?: readonly ProxyRule[];
  pools?: Record<ServiceName, UpstreamPool>;
}): Step {
  const pools = options.pools ?? createUpstreamPools(options.config);
  const proxies = Object.fromEntries(
    SERVICE_NAMES.map((service) => [
      service,
      createServiceProxy(service, options.config, options.logger, { pool: pools[service] }),
    ]),
  ) as Record<ServiceName, Step>;
  const streamProxies = Object.fromEntries(
    SERVICE_NAMES.map((service) => [
      service,
      createServiceProxy(service, options.config, options.logger, {
        eventStream: true,
        pool: pools[service],
      }),
    ]),
  ) as Record<ServiceName, Step>;
  const rules = options.rules ?? PROXY_RULES;
  return (request, reply) => {
    const path = pathOf(request, reply);
    const service = findUpstream(path, rules);
    if (!service) return;
    reply.locals.upstream = service;
    const proxy = () => {
      // Addressed to this service only; any client-sent header was stripped before authentication.
      const headers = request.raw.headers;
      const token = identityTokenFor(request, service);
      if (token) headers[IDENTITY_HEADER] = token;
      else delete headers[IDENTITY_HEADER];
      return (isEventStreamPath(path) ? streamProxies : proxies)[service](request, reply);
    };
    // A cached session is resolved synchronously (no promise to wait for); a lookup returns one.
    const pending = options.authenticate(request, reply);
    return pending instanceof Promise ? pending.then(proxy) : proxy();
  };
}
