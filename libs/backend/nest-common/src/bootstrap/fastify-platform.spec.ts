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
  Put,
  Req,
} from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { IsString, MaxLength } from 'class-validator';
import { HealthModule } from '../health/health.module';
import { serveApiDocs } from '../openapi/serve-api-docs';
import { configureApp } from './configure-app';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createFastifyAdapter, listAsMountedApp, REGISTERED_ROUTES } from './fastify-platform';
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

async function start(drainMs = 0, docs = false): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({
    imports: [HealthModule],
    controllers: [NotesController],
  }).compile();
  const app = moduleRef.createNestApplication(createFastifyAdapter(), { logger: false });
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
 * What Express answered each case below (recorded from the services' Express set-up before the last service moved:
 * body-parser with the 100 KB cap, the depth check, Express's routing), which Fastify must keep answering.
 */
const EXPRESS_ANSWERS: Record<string, [number, unknown]> = {
  'a valid body': [201, { saved: 'hello' }],
  'an empty JSON body': [400, { message: 'text must be shorter than or equal to 2000 characters' }],
  'an unmatched path': [404, { message: 'Cannot GET /api/nothing-here' }],
  'a method the path does not take': [404, { message: 'Cannot PUT /api/notes/known' }],
  'a body over 100 KB': [413, { message: 'Request body is too large' }],
  'malformed JSON': [400, { message: 'Unexpected end of JSON input' }],
  'JSON nested 40 deep': [400, { message: 'Request body is nested too deeply' }],
  'a DTO violation': [400, { message: 'text must be shorter than or equal to 2000 characters' }],
  'an unknown field': [400, { message: 'property admin should not exist' }],
  'gzip claimed, not gzip': [400, { message: 'Malformed request body' }],
  'a real gzip body': [201, { saved: 'z' }],
  'an unknown encoding': [415, { message: 'Unsupported request body encoding' }],
  'a gzip body inflating past 100 KB': [413, { message: 'Request body is too large' }],
  'a JSON number at the top': [400, { message: 'Unexpected token \'5\', "5" is not valid JSON' }],
  'a JSON string at the top after spaces': [
    400,
    { message: 'Unexpected token \'"\', "  "a note"" is not valid JSON' },
  ],
  'a JSON array at the top': [
    400,
    { message: 'property 0 should not exist, text must be shorter than or equal to 2000 characters' },
  ],
  'a body with a byte order mark': [201, { saved: 'bom' }],
  'a charset that is not UTF': [415, { message: 'Unsupported request body encoding' }],
  'a JSON content type in other case': [201, { saved: 'c' }],
  'a text/plain body': [400, { message: 'text must be shorter than or equal to 2000 characters' }],
  'no content type': [400, { message: 'text must be shorter than or equal to 2000 characters' }],
  'a route answering 404': [404, { message: 'Note not found' }],
  'a 5,000-character parameter': [404, { message: 'Note not found' }],
  'a parameter that is not valid percent-encoding': [400, { message: "Failed to decode param '%E0%A4%A'" }],
  'a NUL in a parameter': [404, { message: 'Note not found' }],
  'a path in other case': [200, { id: 'known', text: 'a note' }],
  'a trailing slash': [200, { id: 'known', text: 'a note' }],
  health: [200, { status: 'ok' }],
};

/**
 * ADR 0047: a service moved to Fastify answers what it answered on Express. Each request below goes to a module on
 * Fastify and its answer is compared with Express's: status, JSON body and content type. Each case is a rule
 * Fastify's defaults would break (its 100-character parameter limit, case-sensitive routing, its own body parser's
 * 415 for other content types and its own error texts).
 */
describe('services on Fastify answer as on Express (nest-common fastify-platform)', () => {
  let fastify: INestApplication;

  beforeAll(async () => {
    fastify = await start();
  });
  afterAll(async () => {
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
    [
      'a gzip body inflating past 100 KB',
      'POST',
      '/api/notes',
      { ...json, 'content-encoding': 'gzip' },
      gzipSync(`{"text":"${' '.repeat(2 * 1024 * 1024)}"}`),
    ],
    ['a JSON number at the top', 'POST', '/api/notes', json, '5'],
    ['a JSON string at the top after spaces', 'POST', '/api/notes', json, '  "a note"'],
    ['a JSON array at the top', 'POST', '/api/notes', json, '[1]'],
    ['a body with a byte order mark', 'POST', '/api/notes', json, '\uFEFF{"text":"bom"}'],
    [
      'a charset that is not UTF',
      'POST',
      '/api/notes',
      { 'content-type': 'application/json; charset=latin1' },
      '{"text":"a"}',
    ],
    [
      'a JSON content type in other case',
      'POST',
      '/api/notes',
      { 'content-type': 'Application/JSON' },
      '{"text":"c"}',
    ],
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

  it.each(fullCases)('%s', async (name, method, path, headers, body) => {
    const onFastify = await send(
      baseOf(fastify),
      method as string,
      path as string,
      headers as Record<string, string>,
      body as string,
    );
    const [status, json] = EXPRESS_ANSWERS[name as string];
    expect(onFastify.status).toBe(status);
    expect(onFastify.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(onFastify.body)).toEqual(json);
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
    const withDocs = await start(0, true);
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
    const draining = await start(300);
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

describe('a plugin listed as one mounted app (listAsMountedApp: Bull Board on the store)', () => {
  it('lists every mutating method under its prefix instead of its own routes, and still serves them', async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [NotesController] }).compile();
    const app = configureApp(moduleRef.createNestApplication(createFastifyAdapter(), { logger: false }));
    const instance = app.getHttpAdapter().getInstance<FastifyInstance>();
    listAsMountedApp(instance, '/mounted');
    void instance.register(
      async (mounted) => {
        mounted.put('/jobs/:queue/:job', async () => ({ retried: true }));
      },
      { prefix: '/mounted' },
    );
    await app.listen(0, '127.0.0.1');
    try {
      const routes = (instance as unknown as Record<symbol, { method: string; path: string }[]>)[
        REGISTERED_ROUTES
      ];
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
        expect(routes).toContainEqual({ method, path: '/mounted/*rest' });
      expect(routes.some((route) => route.path.startsWith('/mounted/jobs'))).toBe(false);
      expect(routes).toContainEqual({ method: 'POST', path: '/api/notes' });
      const answer = await send(baseOf(app), 'PUT', '/mounted/jobs/a/b');
      expect(JSON.parse(answer.body)).toEqual({ retried: true });
    } finally {
      await app.close();
    }
  });
});

/** A route that reads its own JSON body from the raw request after its guard (the account's inline image). */
@Controller('api')
class DeferredBodyController {
  @Put('deferred')
  async read(@Req() req: FastifyRequest) {
    let bytes = 0;
    for await (const chunk of req.raw) bytes += (chunk as Buffer).length;
    return { bytes, parsed: req.body ?? null };
  }
}

describe('a JSON body deferred to its route (configureApp deferJsonBody)', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [NotesController, DeferredBodyController],
    }).compile();
    app = configureApp(moduleRef.createNestApplication(createFastifyAdapter(), { logger: false }), {
      deferJsonBody: (req) => req.method === 'PUT' && req.url === '/api/deferred',
    });
    await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  it('leaves that route its body unread, past the 100 KB cap, and caps every other route', async () => {
    const large = JSON.stringify({ text: 'x'.repeat(300 * 1024) });
    const deferred = await send(baseOf(app), 'PUT', '/api/deferred', json, large);
    expect(deferred.status).toBe(200);
    expect(JSON.parse(deferred.body)).toEqual({ bytes: Buffer.byteLength(large), parsed: null });
    const capped = await send(baseOf(app), 'POST', '/api/notes', json, large);
    expect(capped.status).toBe(413);
    expect(JSON.parse(capped.body)).toEqual({ message: 'Request body is too large' });
  });
});
