import { Controller, Get, Logger, Req } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import type { TraceContext } from '@petcora/tracing';
import { configureApp } from './configure-app';
import { createFastifyAdapter } from './fastify-platform';
import { CurrentTrace, JsonLogger, traceRequests, withRequestTrace } from './request-tracing';

@Controller('api/pets')
class PetsController {
  private readonly logger = new Logger('PetsController');

  @Get('broken')
  broken(): never {
    throw new Error('the kennel database caught fire');
  }

  @Get(':id')
  async one(
    @Req() req: object,
    @CurrentTrace() trace: TraceContext | undefined,
  ): Promise<{ traceId?: string }> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    withRequestTrace(req, () => this.logger.log('looked up a pet'));
    // Without the request at hand, a line carries no trace: services keep it out of async context (ADR 0054).
    this.logger.log('a line of its own');
    return { traceId: trace?.traceId };
  }
}

describe.each(['fastify'] as const)('request tracing in a service on %s', (platform) => {
  it('writes JSON lines that carry the gateway’s trace and request id: the request’s, its error’s and the handler’s', async () => {
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
        .expect(200, { traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
      const entries = lines.map((line) => JSON.parse(line));
      expect(entries.find((e) => e.msg === 'a line of its own').traceId).toBeUndefined();
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
      await request(app.getHttpServer())
        .get('/api/pets/broken')
        .set('traceparent', '00-5bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')
        .expect(500, { message: 'Internal server error' });
      const [error, failed] = ['error', 'info'].map((level) =>
        lines.map((l) => JSON.parse(l)).find((e) => e.level === level),
      );
      expect(error).toMatchObject({ context: 'Errors', traceId: '5bf92f3577b34da6a3ce929d0e0e4736' });
      expect(error.msg).toContain('the kennel database caught fire');
      expect(failed).toMatchObject({ msg: 'request', status: 500, spanId: error.spanId });

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
