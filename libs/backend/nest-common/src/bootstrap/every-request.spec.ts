import type { IncomingMessage, ServerResponse } from 'node:http';
import { Controller, Get, type INestApplication, Req } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { configureApp } from './configure-app';
import { useOnEveryRequest } from './every-request';
import { createFastifyAdapter, rawRequestOf } from './fastify-platform';
import { shutDownGracefully } from './graceful-shutdown';
import { traceRequestsOf } from './request-tracing';
import { serveMetrics } from './service-metrics';

@Controller('api/probe')
class ProbeController {
  @Get()
  probe(@Req() req: object): { seen: string[]; originalUrl: boolean } {
    const raw = rawRequestOf(req) as IncomingMessage & { seen?: string[] };
    // middie (Fastify's Express-style middleware layer) sets originalUrl on every request it runs middleware for.
    return { seen: raw.seen ?? [], originalUrl: 'originalUrl' in raw };
  }
}

const mark =
  (name: string) =>
  (req: IncomingMessage & { seen?: string[] }, _res: ServerResponse, next: (error?: unknown) => void) => {
    (req.seen ??= []).push(name);
    next();
  };

async function createApp(platform: 'express' | 'fastify'): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ controllers: [ProbeController] }).compile();
  return platform === 'fastify'
    ? moduleRef.createNestApplication(createFastifyAdapter(), { logger: false })
    : moduleRef.createNestApplication({ logger: false });
}

async function start(app: INestApplication, platform: 'express' | 'fastify'): Promise<void> {
  await app.init();
  if (platform === 'fastify') await app.getHttpAdapter().getInstance().ready();
}

describe.each(['fastify'] as const)('useOnEveryRequest on %s', (platform) => {
  it('runs middleware in the order given, on routes and unmatched paths; one that answers ends the request', async () => {
    const app = await createApp(platform);
    useOnEveryRequest(app, mark('first'));
    useOnEveryRequest(app, mark('second'));
    useOnEveryRequest(app, (req, res, next) => {
      if (req.url !== '/answered-early') return next();
      res.writeHead(418, { 'content-type': 'application/json' });
      res.end('{"message":"early"}');
    });
    const unmatched: string[] = [];
    useOnEveryRequest(app, (req: IncomingMessage & { seen?: string[] }, _res, next) => {
      if (req.url === '/nowhere') unmatched.push(...(req.seen ?? []));
      next();
    });
    configureApp(app);
    await start(app, platform);
    try {
      const http = () => request(app.getHttpServer());
      expect((await http().get('/api/probe').expect(200)).body.seen).toEqual(['first', 'second']);
      expect((await http().get('/answered-early').expect(418)).body).toEqual({ message: 'early' });
      expect((await http().get('/nowhere').expect(404)).body).toHaveProperty('message');
      expect(unmatched).toEqual(['first', 'second']);
    } finally {
      await app.close();
    }
  });

  it('hands an error passed to next to the app’s error answer', async () => {
    const app = await createApp(platform);
    useOnEveryRequest(app, (_req, _res, next) => next(new Error('middleware broke')));
    configureApp(app);
    await start(app, platform);
    try {
      const answer = await request(app.getHttpServer()).get('/api/probe').expect(500);
      expect(answer.body).toHaveProperty('message');
      expect(JSON.stringify(answer.body)).not.toContain('middleware broke');
    } finally {
      await app.close();
    }
  });
});

describe('useOnEveryRequest on a Fastify adapter of its own (not createFastifyAdapter)', () => {
  it('runs middleware in the order given from hooks of its own', async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [ProbeController] }).compile();
    const app = moduleRef.createNestApplication(new FastifyAdapter(), { logger: false });
    useOnEveryRequest(app, mark('first'));
    useOnEveryRequest(app, mark('second'));
    await start(app, 'fastify');
    try {
      expect((await request(app.getHttpServer()).get('/api/probe').expect(200)).body.seen).toEqual([
        'first',
        'second',
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('the shared middleware on Fastify', () => {
  /** A service's set-up as bootstrapService makes it, its log lines collected. */
  async function service(mount?: (app: INestApplication) => void) {
    const lines: string[] = [];
    const app = await createApp('fastify');
    // NestFactory.create initialises the adapter, registering middie, before bootstrapService adds anything.
    await (app.getHttpAdapter() as unknown as { init(): Promise<void> }).init();
    traceRequestsOf(app, 'test-service', (line) => lines.push(line));
    serveMetrics(app, 'test-service');
    configureApp(app, { shutdownDrainMs: 50 });
    mount?.(app);
    await start(app, 'fastify');
    const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    return { app, http: () => request(app.getHttpServer()), lines, logged };
  }

  it('runs as hooks, not through middie: tracing, metrics and the drain check leave the request as Node made it', async () => {
    const { app, http, lines, logged } = await service();
    const answer = await http().get('/api/probe').expect(200);
    // Fails when any of them is mounted with app.use: middie then runs for every request and sets originalUrl.
    expect(answer.body.originalUrl).toBe(false);
    expect(logged()).toContainEqual(
      expect.objectContaining({ msg: 'request', route: '/api/probe', path: '/api/probe', status: 200 }),
    );
    expect((await http().get('/metrics').expect(200)).text).toContain(
      'http_server_request_duration_seconds_count{service="test-service",method="GET",route="/api/probe",status_code="200"} 1',
    );
    // While draining, the readiness answer (503, written by the drain check) is still logged: it runs after tracing.
    const stopping = shutDownGracefully(app);
    lines.length = 0;
    await http().get('/health/ready').expect(503);
    await stopping;
    expect(logged()).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/health/ready', status: 503 }),
    );
  });

  it('runs before what is mounted through middie (Bull Board on the store): its answers are traced and counted', async () => {
    const { app, http, logged } = await service((app) =>
      app.use('/mounted', (_req: IncomingMessage, res: ServerResponse) => res.end('mounted')),
    );
    try {
      await http().get('/mounted/page').expect(200, 'mounted');
      expect(logged()).toContainEqual(
        expect.objectContaining({ msg: 'request', path: '/mounted/page', status: 200 }),
      );
      expect((await http().get('/metrics').expect(200)).text).toContain(
        'http_server_request_duration_seconds_count{service="test-service",method="GET",route="unmatched",status_code="200"} 1',
      );
    } finally {
      await app.close();
    }
  });
});
