import type { FastifyRequest } from 'fastify';
import proxyAddr from 'proxy-addr';

/**
 * The client's address as the gateway decides it, the one rule every part uses: Fastify's `request.ip` under the
 * gateway's own `trustProxy` (TRUST_PROXY, the number of proxies in front of it or their addresses), so exactly the
 * entries of X-Forwarded-For those proxies appended are believed and a client's own are not. The gateway's rate
 * limits key on it, and the proxy sends it to every service in CLIENT_ADDRESS_HEADER, overwriting a client's copy.
 */
export function resolvedClientAddress(request: FastifyRequest): string {
  return request.ip ?? request.raw.socket.remoteAddress ?? '';
}

type Trust = (address: string | undefined, hop: number) => boolean;
export type TrustProxySetting = boolean | number | string;
const trustByApp = new WeakMap<object, Trust>();

/**
 * Compiles the `trustProxy` setting (TRUST_PROXY) of a gateway app into a test of one hop, as Fastify does for
 * `request.ip`: the forwarded scheme and host below are believed on the same terms.
 */
export function rememberTrustProxy(app: object, setting: TrustProxySetting): void {
  const compiled: Trust =
    setting === true
      ? () => true
      : typeof setting === 'number'
        ? (_address, hop) => hop < setting
        : typeof setting === 'string'
          ? (proxyAddr.compile(setting.split(/ *, */)) as Trust)
          : () => false;
  trustByApp.set(app, compiled);
}

function trustOf(request: FastifyRequest): Trust {
  return trustByApp.get(request.server) ?? (() => false);
}

/**
 * The scheme the client used: X-Forwarded-Proto's first entry when the peer is a trusted proxy, else the socket's.
 * (The first entry, as the gateway always read it: the scheme the client itself met.)
 */
export function forwardedProtocol(request: FastifyRequest): string {
  const socket = request.raw.socket as { encrypted?: boolean; remoteAddress?: string };
  const own = socket.encrypted ? 'https' : 'http';
  const header = request.raw.headers['x-forwarded-proto'];
  if (header === undefined || !trustOf(request)(socket.remoteAddress, 0)) return own;
  const value = String(header);
  const comma = value.indexOf(',');
  return (comma < 0 ? value : value.slice(0, comma)).trim();
}

/** The host the client asked for: X-Forwarded-Host's first entry behind a trusted proxy, else the Host header. */
export function forwardedHost(request: FastifyRequest): string {
  const headers = request.raw.headers;
  const forwarded = headers['x-forwarded-host'];
  if (forwarded === undefined || !trustOf(request)(request.raw.socket.remoteAddress, 0))
    return headers.host ?? '';
  const value = String(forwarded);
  const comma = value.indexOf(',');
  return comma < 0 ? value : value.slice(0, comma).trimEnd();
}
