import { createFastifyAdapter } from './fastify-platform';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Controller, Get, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { configureApp } from './configure-app';

@Controller('api')
class PingController {
  @Get('ping')
  ping() {
    return { ok: true };
  }
}

/** Answers whether the request went out on a connection the agent had kept from an earlier one. */
function get(url: string, agent: http.Agent): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

describe('keep-alive toward the gateway (ECONNRESET on reused connections)', () => {
  let app: INestApplication;
  let url: string;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [PingController] }).compile();
    app = configureApp(moduleRef.createNestApplication(createFastifyAdapter(), { logger: false }));
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/api/ping`;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('keeps an idle connection open past Node’s default 5 s, so the gateway can reuse it safely', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(url, agent)).toEqual({ status: 200, reusedSocket: false });
      // Node closes an idle connection 5-6 s after the last answer by default.
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await get(url, agent)).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
