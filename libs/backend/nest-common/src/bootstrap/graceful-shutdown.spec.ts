import { createFastifyAdapter } from './fastify-platform';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Controller,
  Get,
  Injectable,
  type INestApplication,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { writeLogLine } from '@petcora/tracing';
import { HealthModule } from '../health/health.module';
import { validateEnv } from '../config/validate-env';
import { BaseServiceEnv } from '../config/base-service-env';
import { configureApp } from './configure-app';
import { shutDownGracefully, shutdownDrainMs, SHUTTING_DOWN_MESSAGE } from './graceful-shutdown';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The drain the tests' app waits through: long enough for the three requests made during it on a busy 2-core machine
 * (each on a connection of its own), longer than the slow request in flight.
 */
const DRAIN_MS = 1500;

@Controller('api')
class WorkController {
  @Get('quick')
  quick() {
    return { ok: true };
  }

  @Get('slow')
  async slow() {
    await sleep(600);
    return { ok: 'slow' };
  }
}

/** A line a module logs while the app closes (the last thing before the process ends), when a test asks for it. */
let lineOnShutdown: string | null = null;

@Injectable()
class LogsOnShutdown implements OnApplicationShutdown {
  onApplicationShutdown(): void {
    if (lineOnShutdown) writeLogLine(lineOnShutdown);
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A request on a keep-alive connection of its own, like the gateway's, so the `connection` answered shows. */
function get(base: string, path: string): Promise<Answer> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise<Answer>((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }),
        );
      })
      .on('error', reject);
  }).finally(() => agent.destroy());
}

describe('graceful shutdown (a rolling replacement loses no request)', () => {
  let app: INestApplication;
  let base: string;

  beforeEach(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [HealthModule],
      controllers: [WorkController],
      providers: [LogsOnShutdown],
    }).compile();
    app = configureApp(moduleRef.createNestApplication(createFastifyAdapter(), { logger: false }), {
      shutdownDrainMs: DRAIN_MS,
    });
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await shutDownGracefully(app);
  });

  it('answers 503 on /health/ready at once, serves in-flight and new requests through the drain, then closes', async () => {
    expect((await get(base, '/health/ready')).status).toBe(200);
    const inFlight = get(base, '/api/slow');
    await sleep(50);
    const signalsBefore = process.listenerCount('SIGTERM');

    const started = Date.now();
    const closed = shutDownGracefully(app);

    const ready = await get(base, '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ message: SHUTTING_DOWN_MESSAGE });
    expect(ready.headers['cache-control']).toBe('no-store');
    const quick = await get(base, '/api/quick');
    expect(quick.status).toBe(200);
    // Keep-alive clients (the gateway) drop their connection to this copy instead of reusing it later.
    expect(quick.headers.connection).toBe('close');
    expect((await get(base, '/health/live')).status).toBe(200);

    expect(await inFlight).toMatchObject({ status: 200, body: { ok: 'slow' } });
    await closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(DRAIN_MS);
    await expect(get(base, '/api/quick')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // Its signal listeners went with it.
    expect(process.listenerCount('SIGTERM')).toBe(signalsBefore - 1);
  });

  it('on SIGTERM, writes the queued log lines before ending the process with the signal', async () => {
    const order: string[] = [];
    const stdoutWrite = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      order.push(`stdout ${String(chunk)}`);
      return true;
    });
    const kill = jest.spyOn(process, 'kill').mockImplementation((_pid, signal) => {
      order.push(`kill ${String(signal)}`);
      return true;
    });
    // Written (queued) while the app closes, a moment before the signal ends the process: within the batch's delay.
    lineOnShutdown = '{"msg":"last line"}\n';
    try {
      process.emit('SIGTERM', 'SIGTERM');
      for (let waited = 0; !order.some((o) => o.startsWith('kill')) && waited < 3_000; waited += 20)
        await sleep(20);
      expect(order).toEqual(['stdout {"msg":"last line"}\n', 'kill SIGTERM']);
    } finally {
      lineOnShutdown = null;
      stdoutWrite.mockRestore();
      kill.mockRestore();
    }
  });

  it('stays ready until asked to stop', async () => {
    await sleep(100);
    expect((await get(base, '/health/ready')).status).toBe(200);
    expect((await get(base, '/api/quick')).headers.connection).toBe('keep-alive');
  });
});

describe('SHUTDOWN_DRAIN_MS', () => {
  it('defaults to 5 s in production and none elsewhere, and takes 0 to 60000 ms', () => {
    expect(shutdownDrainMs({ NODE_ENV: 'production' })).toBe(5_000);
    expect(shutdownDrainMs({ NODE_ENV: 'development' })).toBe(0);
    expect(shutdownDrainMs({ NODE_ENV: 'test' })).toBe(0);
    // Unset or any other value runs as production.
    expect(shutdownDrainMs({})).toBe(5_000);
    expect(shutdownDrainMs({ NODE_ENV: 'staging' })).toBe(5_000);
    expect(shutdownDrainMs({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '250' })).toBe(250);
    expect(shutdownDrainMs({ NODE_ENV: 'production', SHUTDOWN_DRAIN_MS: '0' })).toBe(0);
  });

  it.each(['-1', '60001', '1.5', 'soon', '1e9'])('refuses %s at start-up', (raw) => {
    expect(() => validateEnv(BaseServiceEnv, { SHUTDOWN_DRAIN_MS: raw })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
