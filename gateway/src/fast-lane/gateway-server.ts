import http from 'node:http';
import type { Express } from 'express';

/**
 * The gateway's HTTP server. Its requests and responses are made as instances of classes that already inherit the
 * app's Express API (req.path, res.json, …), so the fast lane (api-fast-lane.ts) can use it without Express's
 * per-request prototype swap, which leaves Node's own HTTP code working on objects V8 cannot keep fast (~110 µs of CPU
 * per request). The prototypes are linked once, here; Express still swaps for the requests it handles.
 */
export function createGatewayServer(app: Express): http.Server {
  const withExpress = app as unknown as { request: object; response: object };
  class GatewayRequest extends http.IncomingMessage {}
  class GatewayResponse extends http.ServerResponse {}
  Object.setPrototypeOf(GatewayRequest.prototype, withExpress.request);
  Object.setPrototypeOf(GatewayResponse.prototype, withExpress.response);
  return http.createServer({ IncomingMessage: GatewayRequest, ServerResponse: GatewayResponse }, app);
}
