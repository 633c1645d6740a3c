import type { Server } from 'node:http';
import request from 'supertest';
import { createHealthServer, listen } from './health-server';

describe('health server', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('is live and ready when every probe passes', async () => {
    server = createHealthServer({ database: async () => 1, worker: () => true });
    await request(server).get('/health/live').expect(200, { status: 'ok' });
    await request(server)
      .get('/health/ready')
      .expect(200, { status: 'ok', checks: { database: 'up', worker: 'up' } });
  });

  it('answers 503 naming the probe that is down', async () => {
    server = createHealthServer({
      database: async () => 1,
      redis: async () => {
        throw new Error('ECONNREFUSED');
      },
      worker: () => {
        throw new Error('not running');
      },
    });
    const res = await request(server).get('/health/ready').expect(503);
    expect(res.body).toEqual({
      message: 'Not ready',
      checks: { database: 'up', redis: 'down', worker: 'down' },
    });
  });

  it('answers JSON errors for unknown paths and methods', async () => {
    server = createHealthServer({});
    await request(server).get('/').expect(404, { message: 'Not found' });
    await request(server).post('/health/live').expect(405, { message: 'Method not allowed' });
  });

  it('listens on the requested port, or a free one for 0, on loopback by default', async () => {
    server = createHealthServer({});
    const port = await listen(server, 0);
    expect(port).toBeGreaterThan(0);
    expect(server.address()).toMatchObject({ address: '127.0.0.1' });
    const res = await fetch(`http://127.0.0.1:${port}/health/live`);
    expect(res.status).toBe(200);
  });
});
