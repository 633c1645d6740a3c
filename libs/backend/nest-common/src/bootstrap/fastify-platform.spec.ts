import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import {
  Body,
  Controller,
  Get,
  type INestApplication,
  NotFoundException,
  Param,
  Post,
  Req,
} from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { IsString, MaxLength } from 'class-validator';
import express from 'express';
import { HealthModule } from '../health/health.module';
import { serveApiDocs } from '../openapi/serve-api-docs';
import { configureApp } from './configure-app';
import {
  createFastifyAdapter,
  mountExpressApp,
  rawRequestOf,
  REGISTERED_ROUTES,
  urlInsideMount,
} from './fastify-platform';
import { shutDownGracefully } from './graceful-shutdown';

class NoteDto {
  @IsString()
  @MaxLength(2000)
  text!: string;
}

@Controller('api')
class NotesController {
  @Post('notes')
  create(@Body() note: NoteDto) {
    return { saved: note.text };
  }

  @Get('notes/:id')
  one(@Param('id') id: string) {
    if (id !== 'known') throw new NotFoundException('Note not found');
    return { id, text: 'a note' };
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function start(platform: 'express' | 'fastify', drainMs = 0, docs = false): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({
    imports: [HealthModule],
    controllers: [NotesController],
  }).compile();
  const app =
    platform === 'fastify'
      ? moduleRef.createNestApplication(createFastifyAdapter(), { logger: false })
      : moduleRef.createNestApplication({ logger: false });
  configureApp(app, { shutdownDrainMs: drainMs });
  if (docs) serveApiDocs(app, 'notes', { NODE_ENV: 'development' });
  await app.listen(0, '127.0.0.1');
  return app;
}

const baseOf = (app: INestApplication) =>
  `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

const json = { 'content-type': 'application/json' };
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * ADR 0047: a service moved to Fastify answers what it answered on Express. Each request below goes to the same
 * module on both platforms and the answers are compared: status, JSON body and content type. Each case is a rule
 * Fastify's defaults would break (its 100-character parameter limit, case-sensitive routing, its own body parser's
 * 415 for other content types and its own error texts).
 */
describe('services on Fastify answer as on Express (nest-common fastify-platform)', () => {
  let express: INestApplication;
  let fastify: INestApplication;

  beforeAll(async () => {
    express = await start('express');
    fastify = await start('fastify');
  });
  afterAll(async () => {
    await express?.close();
    await fastify?.close();
  });

  const cases: [string, string, string, Record<string, string>?, (Buffer | string)?][] = [
    ['a valid body', 'POST', '/api/notes', json, '{"text":"hello"}'],
    ['an empty JSON body', 'POST', '/api/notes', { ...json, 'content-length': '0' }, ''],
    ['an unmatched path', 'GET', '/api/nothing-here'],
    ['a method the path does not take', 'PUT', '/api/notes/known', json, '{"text":"a"}'],
    ['a body over 100 KB', 'POST', '/api/notes', json, JSON.stringify({ text: 'x'.repeat(110 * 1024) })],
    ['malformed JSON', 'POST', '/api/notes', json, '{"text":'],
    ['JSON nested 40 deep', 'POST', '/api/notes', json, nested(40)],
    ['a DTO violation', 'POST', '/api/notes', json, '{"text":5}'],
    ['an unknown field', 'POST', '/api/notes', json, '{"text":"a","admin":true}'],
    ['gzip claimed, not gzip', 'POST', '/api/notes', { ...json, 'content-encoding': 'gzip' }, '{"text":"a"}'],
    [
      'a real gzip body',
      'POST',
      '/api/notes',
      { ...json, 'content-encoding': 'gzip' },
      gzipSync('{"text":"z"}'),
    ],
    ['an unknown encoding', 'POST', '/api/notes', { ...json, 'content-encoding': 'br2' }, '{"text":"a"}'],
    ['a text/plain body', 'POST', '/api/notes', { 'content-type': 'text/plain' }, 'hello'],
    ['no content type', 'POST', '/api/notes', {}, '{"text":"a"}'],
    ['a route answering 404', 'GET', '/api/notes/unknown'],
    ['a 5,000-character parameter', 'GET', `/api/notes/${'a'.repeat(5000)}`],
    ['a parameter that is not valid percent-encoding', 'GET', '/api/notes/%E0%A4%A'],
    ['a NUL in a parameter', 'GET', '/api/notes/%00'],
    ['a path in other case', 'GET', '/API/Notes/known'],
    ['a trailing slash', 'GET', '/api/notes/known/'],
    ['health', 'GET', '/health/live'],
  ];

  // Every case as five values: with fewer, jest would take the test's last parameter for a `done` callback.
  const fullCases = cases.map(([name, method, path, headers = {}, body = '']) => [
    name,
    method,
    path,
    headers,
    body,
  ]);

  it.each(fullCases)('%s', async (_name, method, path, headers, body) => {
    const [onExpress, onFastify] = await Promise.all(
      [express, fastify].map((app) =>
        send(
          baseOf(app),
          method as string,
          path as string,
          headers as Record<string, string>,
          body as string,
        ),
      ),
    );
    expect(onFastify.status).toBe(onExpress.status);
    expect(onFastify.headers['content-type']).toBe(onExpress.headers['content-type']);
    expect(JSON.parse(onFastify.body)).toEqual(JSON.parse(onExpress.body));
  });

  it('revalidates an answer by its weak ETag (304 without the body)', async () => {
    const first = await send(baseOf(fastify), 'GET', '/api/notes/known');
    expect(first.headers.etag).toMatch(/^W\//);
    const again = await send(baseOf(fastify), 'GET', '/api/notes/known', {
      'if-none-match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('lists the routes it registered (for the bad-input walk and the OpenAPI check), without HEAD twins', () => {
    const routes = (
      fastify.getHttpAdapter().getInstance() as Record<symbol, { method: string; path: string }[]>
    )[REGISTERED_ROUTES];
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/notes' },
        { method: 'GET', path: '/api/notes/:id' },
      ]),
    );
    expect(routes.some((route) => route.method === 'HEAD')).toBe(false);
  });

  it('serves the OpenAPI page and its document (the Swagger UI files come through @fastify/static)', async () => {
    const withDocs = await start('fastify', 0, true);
    try {
      const page = await send(baseOf(withDocs), 'GET', '/api/docs/notes');
      expect(page.status).toBe(200);
      expect(page.body).toContain('swagger-ui');
      const document = await send(baseOf(withDocs), 'GET', '/api/docs/notes/openapi.json');
      expect(JSON.parse(document.body).paths).toHaveProperty('/api/notes');
      expect((await send(baseOf(withDocs), 'GET', '/api/docs/notes/swagger-ui-bundle.js')).status).toBe(200);
    } finally {
      await withDocs.close();
    }
  });

  it('answers 503 on /health/ready while draining, like the Express copy', async () => {
    const draining = await start('fastify', 300);
    try {
      const closed = shutDownGracefully(draining);
      const ready = await send(baseOf(draining), 'GET', '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.connection).toBe('close');
      expect(JSON.parse(ready.body)).toEqual({ message: 'Shutting down' });
      expect((await send(baseOf(draining), 'GET', '/api/notes/known')).status).toBe(200);
      await closed;
    } finally {
      await draining.close().catch(() => undefined);
    }
  });
});

/** A route of the service's own under the path an Express app is mounted on, reached when the app passes. */
@Controller('mounted')
class BesideMountedAppController {
  @Get('passed-on')
  passedOn(@Req() req: object) {
    // Express's request prototype carries `accepts`; Node's own request does not.
    return { expressPrototype: 'accepts' in rawRequestOf(req) };
  }
}

/** A route elsewhere: tells whether @fastify/middie touched its request (middie sets `originalUrl` on every one). */
@Controller('outside')
class OutsideMountController {
  @Get()
  seen(@Req() req: object) {
    return { middie: 'originalUrl' in rawRequestOf(req) };
  }
}

describe('an Express app mounted on a Fastify service (mountExpressApp: Bull Board on the store)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [NotesController, BesideMountedAppController, OutsideMountController],
    }).compile();
    app = configureApp(moduleRef.createNestApplication(createFastifyAdapter(), { logger: false }));
    const mounted = express();
    mounted.use(express.json());
    mounted.get('/hello', (req, res) => {
      res.json({ url: req.url, accepts: req.accepts(['json', 'html']) });
    });
    mounted.post('/echo', (req, res) => {
      res.json({ received: req.body as unknown });
    });
    mountExpressApp(app.getHttpAdapter(), '/mounted', mounted);
    await app.listen(0, '127.0.0.1');
  });

  afterAll(() => app.close());

  it("serves the app's routes with the path stripped, with Express's request helpers", async () => {
    const hello = await send(baseOf(app), 'GET', '/mounted/hello', { accept: 'application/json' });
    expect(hello.status).toBe(200);
    expect(JSON.parse(hello.body)).toEqual({ url: '/hello', accepts: 'json' });
  });

  it('leaves the request body unread for the app (Fastify parses nothing before it)', async () => {
    const echo = await send(baseOf(app), 'POST', '/mounted/echo', json, '{"retry":true}');
    expect(echo.status).toBe(200);
    expect(JSON.parse(echo.body)).toEqual({ received: { retry: true } });
    // The service's own JSON routes still parse through the Express rules.
    const note = await send(baseOf(app), 'POST', '/api/notes', json, '{"text":"hi"}');
    expect(JSON.parse(note.body)).toEqual({ saved: 'hi' });
  });

  it("hands on what it does not serve with Node's own request and answer back in place", async () => {
    const passed = await send(baseOf(app), 'GET', '/mounted/passed-on');
    expect(passed.status).toBe(200);
    expect(JSON.parse(passed.body)).toEqual({ expressPrototype: false });
    const missing = await send(baseOf(app), 'GET', '/mounted/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  it('matches the path as Express did: any letter case, then a slash, a query or the end', async () => {
    const upper = await send(baseOf(app), 'GET', '/MOUNTED/hello', { accept: 'application/json' });
    expect(JSON.parse(upper.body)).toEqual({ url: '/hello', accepts: 'json' });
    expect(urlInsideMount('/mounted', '/mounted')).toBe('/');
    expect(urlInsideMount('/mounted?x=1', '/mounted')).toBe('/?x=1');
    expect(urlInsideMount('/Mounted/a/b?c', '/mounted')).toBe('/a/b?c');
    expect(urlInsideMount('/mountedx', '/mounted')).toBeUndefined();
    expect(urlInsideMount('/mount', '/mounted')).toBeUndefined();
    expect(urlInsideMount('/api/mounted', '/mounted')).toBeUndefined();
  });

  it('never runs the app for other paths, and leaves their requests alone (no middie)', async () => {
    const outside = await send(baseOf(app), 'GET', '/hello');
    expect(outside.status).toBe(404);
    expect(JSON.parse(outside.body)).not.toHaveProperty('url');
    const elsewhere = await send(baseOf(app), 'GET', '/outside');
    expect(JSON.parse(elsewhere.body)).toEqual({ middie: false });
  });

  it('mounts the same app the Express way on an Express service', async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [NotesController] }).compile();
    const onExpress = configureApp(moduleRef.createNestApplication({ logger: false }));
    const mounted = express();
    mounted.get('/hello', (req, res) => {
      res.json({ url: req.url });
    });
    mountExpressApp(onExpress.getHttpAdapter(), '/mounted', mounted);
    await onExpress.listen(0, '127.0.0.1');
    try {
      const hello = await send(baseOf(onExpress), 'GET', '/mounted/hello');
      expect(JSON.parse(hello.body)).toEqual({ url: '/hello' });
    } finally {
      await onExpress.close();
    }
  });

  it("lists every mutating method under the mount, since the app's own routes are hidden inside it", () => {
    const routes = (app.getHttpAdapter().getInstance() as Record<symbol, { method: string; path: string }[]>)[
      REGISTERED_ROUTES
    ];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(routes).toContainEqual({ method, path: '/mounted/*rest' });
  });
});
