import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';

/**
 * How long a service keeps an idle keep-alive connection open. Node's default (5 s) is shorter than the gateway's
 * pool keeps a socket: the service closed connections just as the gateway reused them, and that request failed
 * with ECONNRESET (a 503 to the member; seen in a soak under load). Longer than any idle time the gateway or a load
 * balancer in front keeps (the gateway's own server uses the same 65 s toward its clients).
 */
export const SERVICE_KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(app: INestApplication): void {
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = SERVICE_KEEP_ALIVE_MS;
  // Node wants the header timeout above the keep-alive one, or a slow first request on a reused socket is cut.
  server.headersTimeout = SERVICE_KEEP_ALIVE_MS + 1_000;
}
