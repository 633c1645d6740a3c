import http from 'node:http';
import https from 'node:https';

/**
 * The one pair of keep-alive agents every gateway call to a service goes through (the proxy and the composed reads):
 * a connection opened for one is reused by the other, instead of each keeping its own idle sockets per service.
 * Agents pool by host and port, so sharing them across services changes nothing else. No socket limit: event
 * streams hold theirs for as long as the browser listens.
 */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** The shared keep-alive agent for a service address's protocol (`http:` or `https:`). */
export function keepAliveAgentFor(protocol: string): http.Agent {
  return protocol === 'https:' ? agents['https:'] : agents['http:'];
}

/** `http.request` or `https.request`, whichever speaks `protocol`. */
export function requestFunctionFor(protocol: string): typeof http.request {
  return protocol === 'https:' ? https.request : http.request;
}
