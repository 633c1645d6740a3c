import http from 'node:http';
import https from 'node:https';

/**
 * The one pair of keep-alive agents every gateway call to a service goes through (the proxy and the composed reads):
 * a connection opened for one is reused by the other, instead of each keeping its own idle sockets per service.
 * Agents pool by host and port, so sharing them across services changes nothing else. No socket limit: event
 * streams hold theirs for as long as the browser listens.
 *
 * Idle sockets are given up after IDLE_SOCKET_TIMEOUT_MS, before the services close them (65 s, nest-common
 * keep-alive.ts): without an agent timeout Node ignores the service's `Keep-Alive: timeout=65` hint and keeps an idle
 * socket for ever, so a request could be written on a socket the service is closing at that moment (ECONNRESET).
 * The timeout only applies while a socket is idle in the pool: an event stream in use is not cut.
 */
export const IDLE_SOCKET_TIMEOUT_MS = 60_000;

const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_TIMEOUT_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_TIMEOUT_MS }),
};

/** The shared keep-alive agent for a service address's protocol (`http:` or `https:`). */
export function keepAliveAgentFor(protocol: string): http.Agent {
  return protocol === 'https:' ? agents['https:'] : agents['http:'];
}

/** `http.request` or `https.request`, whichever speaks `protocol`. */
export function requestFunctionFor(protocol: string): typeof http.request {
  return protocol === 'https:' ? https.request : http.request;
}
