import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { IDENTITY_HEADER, LIVE_EVENTS_PATH } from '@petcora/contracts';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { GatewayConfig, ServiceName } from '../config/gateway-config';
import { SERVICE_NAMES } from '../config/gateway-config';
import { identityTokenFor } from '../identity/identity-middleware';
import { describeError, type Logger } from '../logging/logger';
import { findUpstream, type ProxyRule, PROXY_RULES } from './route-table';

export function serviceUnavailableMessage(service: ServiceName): string {
  return `The ${service} service is unavailable. Please try again shortly.`;
}

/** Answers 503 JSON at once; if the upstream already started answering, the client connection is cut instead. */
export function answerServiceUnavailable(res: Response | Socket, service: ServiceName): void {
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
}

/**
 * One streaming proxy per service. Mounted before any body parser, so request bodies (JSON, uploads) flow through
 * untouched, and answers flow back as they come (nothing on /api compresses or buffers them). Keep-alive agents avoid
 * a TCP handshake per request.
 */
export function createServiceProxy(
  service: ServiceName,
  config: GatewayConfig,
  logger: Logger,
  options: ServiceProxyOptions = {},
): RequestHandler {
  const target = config.services[service];
  const agent = target.startsWith('https:')
    ? new https.Agent({ keepAlive: true })
    : new http.Agent({ keepAlive: true });
  return createProxyMiddleware<Request, Response>({
    target,
    changeOrigin: true,
    agent,
    proxyTimeout: options.eventStream ? undefined : config.upstreamTimeoutMs,
    on: {
      proxyReq: (proxyReq, req) => {
        // Set here rather than with `xfwd`, which would append its own view of the protocol to a trusted one.
        const forwardedFor = req.headers['x-forwarded-for'];
        const peer = req.socket.remoteAddress ?? '';
        proxyReq.setHeader(
          'x-forwarded-for',
          config.trustProxy !== false && forwardedFor ? `${forwardedFor}, ${peer}` : peer,
        );
        proxyReq.setHeader('x-forwarded-proto', req.protocol);
        proxyReq.setHeader('x-forwarded-host', req.host);
      },
      proxyRes: (proxyRes, _req, res) => {
        // An upstream that dies or stalls (proxyTimeout) mid-answer: cut the client off rather than leave it hanging.
        proxyRes.on('close', () => {
          if (!proxyRes.complete) res.destroy();
        });
        delete proxyRes.headers['x-powered-by'];
        // http-proxy copies upstream headers with setHeader, which would drop a cookie the gateway set (XSRF-TOKEN).
        const ours = res.getHeader('set-cookie');
        if (ours !== undefined) {
          const theirs = proxyRes.headers['set-cookie'] ?? [];
          proxyRes.headers['set-cookie'] = [...theirs, ...(Array.isArray(ours) ? ours : [String(ours)])];
        }
      },
      error: (err, req, res) => {
        logger.warn('upstream unavailable', {
          service,
          method: req.method,
          url: req.url,
          requestId: req.headers['x-request-id'],
          error: describeError(err),
        });
        answerServiceUnavailable(res, service);
      },
    },
  });
}

/**
 * Sends each request whose path is in the route table to its service, after authenticating it;
 * other requests go on to the next handler.
 */
export function routeByPrefix(options: {
  config: GatewayConfig;
  logger: Logger;
  authenticate: RequestHandler;
  rules?: readonly ProxyRule[];
}): RequestHandler {
  const proxies = Object.fromEntries(
    SERVICE_NAMES.map((service) => [service, createServiceProxy(service, options.config, options.logger)]),
  ) as Record<ServiceName, RequestHandler>;
  const streamProxies = Object.fromEntries(
    SERVICE_NAMES.map((service) => [
      service,
      createServiceProxy(service, options.config, options.logger, { eventStream: true }),
    ]),
  ) as Record<ServiceName, RequestHandler>;
  const rules = options.rules ?? PROXY_RULES;
  return (req, res, next) => {
    const service = findUpstream(req.path, rules);
    if (!service) return next();
    res.locals.upstream = service;
    const proxy = () => {
      // Addressed to this service only (hole 10); any client-sent header was stripped before authentication.
      const token = identityTokenFor(req, service);
      if (token) req.headers[IDENTITY_HEADER] = token;
      else delete req.headers[IDENTITY_HEADER];
      (isEventStreamPath(req.path) ? streamProxies : proxies)[service](req, res, next);
    };
    Promise.resolve(options.authenticate(req, res, (err?: unknown) => (err ? next(err) : proxy()))).catch(
      next,
    );
  };
}
