import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { IDLE_SOCKET_TIMEOUT_MS, keepAliveAgentFor } from './keep-alive-agents';

/** A service answering with keep-alive, closing idle connections after `keepAliveSeconds` (and announcing it). */
async function startService(keepAliveSeconds: number): Promise<http.Server> {
  const server = http.createServer((_req, res) => res.end('ok'));
  server.keepAliveTimeout = keepAliveSeconds * 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** GETs / through the gateway's shared agent and resolves with the socket once the agent holds it idle. */
function requestAndPool(server: http.Server): Promise<Socket> {
  const agent = keepAliveAgentFor('http:');
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () =>
        setImmediate(() => {
          const idle = Object.values(agent.freeSockets).flat();
          const socket = idle.find((s) => s?.remotePort === port);
          if (socket) resolve(socket);
          else reject(new Error('the agent did not keep the socket'));
        }),
      );
    });
    req.on('error', reject);
  });
}

describe('the gateway keep-alive agents', () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives up an idle socket before a service closes it (services keep connections 65 s)', async () => {
    const service = await startService(65);
    servers.push(service);
    const socket = await requestAndPool(service);
    // Without an agent timeout Node keeps an idle socket for ever (timeout 0), whatever the service announces.
    expect(socket.timeout).toBeGreaterThan(0);
    expect(socket.timeout).toBeLessThan(65_000);
    expect(IDLE_SOCKET_TIMEOUT_MS).toBeLessThan(65_000);
  });

  it("honours a service's shorter keep-alive announcement", async () => {
    const service = await startService(5);
    servers.push(service);
    const socket = await requestAndPool(service);
    // Node's agent lets its timer expire a second before the announced 5 s, only when the agent has a timeout.
    expect(socket.timeout).toBe(4000);
  });
});
