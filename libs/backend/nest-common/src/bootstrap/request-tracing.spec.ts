import { Controller, Get, Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { configureApp } from './configure-app';
import { createFastifyAdapter } from './fastify-platform';
import { JsonLogger, traceRequests } from './request-tracing';

@Controller('api/pets')
class PetsController {
  private readonly logger = new Logger('PetsController');

  @Get(':id')
  async one(): Promise<{ ok: boolean }> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.logger.log('looked up a pet');
    return { ok: true };
  }
}

describe.each(['express', 'fastify'] as const)('request tracing in a service on %s', (platform) => {
  it('writes JSON lines that carry the gateway’s trace and request id, the handler’s own lines included', async () => {
    const lines: string[] = [];
    const write = (line: string) => lines.push(line);
    const moduleRef = await Test.createTestingModule({ controllers: [PetsController] }).compile();
    const logger = new JsonLogger('test-service', write);
    const app =
      platform === 'fastify'
        ? moduleRef.createNestApplication(createFastifyAdapter(), { logger })
        : moduleRef.createNestApplication({ logger });
    app.use(traceRequests('test-service', write));
    configureApp(app);
    await app.init();
    if (platform === 'fastify') await app.getHttpAdapter().getInstance().ready();
    try {
      await request(app.getHttpServer())
        .get('/api/pets/7?q=private+words')
        .set('traceparent', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')
        .set('x-request-id', 'req-abc')
        .expect(200);
      const entries = lines.map((line) => JSON.parse(line));
      const handler = entries.find((e) => e.msg === 'looked up a pet');
      const access = entries.find((e) => e.msg === 'request');
      expect(handler).toMatchObject({
        level: 'info',
        service: 'test-service',
        context: 'PetsController',
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
        requestId: 'req-abc',
      });
      expect(access).toMatchObject({
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
        spanId: handler.spanId,
        requestId: 'req-abc',
        method: 'GET',
        route: '/api/pets/:id',
        path: '/api/pets/7',
        status: 200,
      });
      expect(lines.join('')).not.toContain('private');

      lines.length = 0;
      await request(app.getHttpServer()).get('/api/pets/8').set('x-request-id', 'bad id {"x":1}').expect(200);
      const direct = JSON.parse(lines.find((line) => line.includes('"request"'))!);
      expect(direct.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(direct.requestId).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
