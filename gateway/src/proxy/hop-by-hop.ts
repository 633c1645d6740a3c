import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { CLIENT_ADDRESS_HEADER, IDENTITY_HEADER } from '@petcora/contracts';

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1, plus the old `proxy-connection`): they are
 * never passed on in either direction. Node frames each side itself (its own `connection`, `keep-alive`,
 * `transfer-encoding`), and a client's `Connection: close` must not close the gateway's kept-alive upstream socket.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Never dropped because a `Connection` header names them. `content-length` frames the body: dropped, a GET's body
 * would go upstream unframed on a kept-alive connection and be read there as a second request the gateway never
 * checked (request smuggling). The others are the gateway's own (identity, request id, trace context, host).
 */
const NEVER_CONNECTION_OPTIONS = new Set([
  'content-length',
  'host',
  IDENTITY_HEADER,
  'x-request-id',
  'traceparent',
]);

/**
 * Client headers that claim who the client is: never passed on. The gateway decides the client's address itself and
 * sends only CLIENT_ADDRESS_HEADER (set by the proxy, overwriting a client's copy), so no service can be led to read a
 * forwarded chain whose trusted length only the gateway knows.
 */
const CLIENT_CLAIMS = new Set(['x-forwarded-for', 'forwarded', 'x-real-ip', CLIENT_ADDRESS_HEADER]);

/**
 * The pairs of a Cookie header whose name is in `owned`, in their order and as sent; undefined when none is left.
 * A pair without `=` has no name a service could read and is left out.
 */
export function ownedCookies(header: string, owned: ReadonlySet<string>): string | undefined {
  if (owned.size === 0) return undefined;
  const kept: string[] = [];
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (owned.has(pair.slice(0, eq).trim())) kept.push(pair.trim());
  }
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/** Hop-by-hop names, plus whatever the message's own `Connection` header declares hop-by-hop (RFC 9110 §7.6.1). */
function dropped(connection: string | string[] | undefined): (name: string) => boolean {
  if (connection === undefined) return (name) => HOP_BY_HOP.has(name);
  const declared = new Set(
    String(connection)
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter((token) => !NEVER_CONNECTION_OPTIONS.has(token)),
  );
  return (name) => HOP_BY_HOP.has(name) || declared.has(name);
}

/** Whether a request has a body to stream (a length over 0, or chunked). */
export function hasRequestBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The headers a request is sent upstream with: the client's, without hop-by-hop ones and without its claims of who it
 * is (CLIENT_CLAIMS), its Cookie header cut to the cookies the service owns (`cookies`), `host` set to the service's
 * (as http-proxy's `changeOrigin` did) and `extra` (the client address, x-forwarded-proto/host) overriding. A chunked body is decoded by Node as
 * it arrives and chunked again on the way out, so the upstream still sees `transfer-encoding: chunked` and never a
 * `content-length` next to it (Node's parser refuses a request carrying both: no smuggling through the gateway).
 * A flat [name, value, …] list, which Node writes without a `setHeader` per header.
 */
export function upstreamRequestHeaders(
  req: IncomingMessage,
  host: string,
  extra: Readonly<Record<string, string>>,
  cookies: ReadonlySet<string>,
): string[] {
  const incoming = req.headers;
  const skip = dropped(incoming.connection);
  const list: string[] = ['host', host];
  for (const name in incoming) {
    if (name === 'host' || skip(name) || name in extra || CLIENT_CLAIMS.has(name)) continue;
    const value = incoming[name];
    if (value === undefined) continue;
    if (name === 'cookie') {
      const owned = ownedCookies(String(value), cookies);
      if (owned !== undefined) list.push(name, owned);
      continue;
    }
    if (Array.isArray(value)) for (const one of value) list.push(name, one);
    else list.push(name, value);
  }
  for (const name in extra) list.push(name, extra[name]!);
  if (incoming['transfer-encoding'] !== undefined) list.push('transfer-encoding', 'chunked');
  return list;
}

/**
 * Copies an upstream answer's status and headers onto the client's response, without hop-by-hop headers and
 * `x-powered-by`. The upstream's value wins over one the gateway already set (as with http-proxy), except
 * `set-cookie`, where both are kept: the gateway's own cookie (XSRF-TOKEN) must survive a service's.
 */
export function copyAnswerHead(upstream: IncomingMessage, res: ServerResponse): void {
  res.statusCode = upstream.statusCode ?? 502;
  if (upstream.statusMessage) res.statusMessage = upstream.statusMessage;
  const headers: OutgoingHttpHeaders = upstream.headers;
  const skip = dropped(headers.connection);
  for (const name in headers) {
    if (skip(name) || name === 'x-powered-by') continue;
    const value = headers[name];
    if (value === undefined) continue;
    if (name === 'set-cookie') {
      const ours = res.getHeader('set-cookie');
      const theirs = Array.isArray(value) ? value : [String(value)];
      res.setHeader(
        'set-cookie',
        ours === undefined ? theirs : [...theirs, ...(Array.isArray(ours) ? ours : [String(ours)])],
      );
    } else res.setHeader(name, value);
  }
}
