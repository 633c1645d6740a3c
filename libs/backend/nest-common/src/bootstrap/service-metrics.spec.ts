import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { configureApp } from './configure-app';
import { createFastifyAdapter } from './fastify-platform';
import { serveMetrics } from './service-metrics';

@Controller('api/things')
class ThingsController {
  @Get(':id')
  one(@Param('id') id: string): { id: string } {
    if (id === 'missing') throw new NotFoundException('No such thing');
    return { id };
  }
}

describe.each(['fastify'] as const)('a service’s /metrics on %s', (platform) => {
  it('counts answers by route pattern and status, not by path, and does not count the scrapes', async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [ThingsController] }).compile();
    const app =
      platform === 'fastify'
        ? moduleRef.createNestApplication(createFastifyAdapter(), { logger: false })
        : moduleRef.createNestApplication({ logger: false });
    serveMetrics(app, 'test-service');
    configureApp(app);
    await app.init();
    if (platform === 'fastify') await app.getHttpAdapter().getInstance().ready();
    try {
      const http = () => request(app.getHttpServer());
      await http().get('/api/things/1').expect(200);
      await http().get('/api/things/2').expect(200);
      await http().get('/api/things/missing').expect(404);
      await http().get('/wp-admin/setup.php').expect(404);
      await http().get('/metrics').expect(200);
      const text = (await http().get('/metrics').expect(200)).text;
      const count = (labels: string) =>
        Number(
          new RegExp(`http_server_request_duration_seconds_count\\{${labels}\\} (\\d+)`).exec(text)?.[1] ?? 0,
        );
      expect(count('service="test-service",method="GET",route="/api/things/:id",status_code="200"')).toBe(2);
      expect(count('service="test-service",method="GET",route="/api/things/:id",status_code="404"')).toBe(1);
      expect(count('service="test-service",method="GET",route="unmatched",status_code="404"')).toBe(1);
      expect(text).not.toContain('route="/metrics"');
      expect(text).not.toContain('wp-admin');
      expect(text).toContain('process_resident_memory_bytes{service="test-service"}');
    } finally {
      await app.close();
    }
  });
});
