import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import type { DataSource } from 'typeorm';
import {
  CATALOG_SYNC_JOB,
  CATALOG_SYNC_QUEUE,
  type CatalogSyncJobData,
  type CatalogSyncRequestedMode,
} from '@petcora/contracts';
import { openSchemaDataSource } from '@petcora/nest-common';
// Test-only dependency: the Square emulator stands in for Square's API (the worker itself only speaks HTTP to it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  createSquareEmulator,
  type SquareEmulatorApp,
  type SquareEmulatorOptions,
} from '@petcora/square-emulator';
import { CATALOG_ENTITIES, CATALOG_MIGRATIONS, STORE_SCHEMA } from '@petcora/store-data';
import { createTestDatabase, testRedis, type TestDatabase } from '@petcora/testing';
import { CatalogWorkerModule, type CatalogWorkerModuleOptions } from '../app.module';
import type { CatalogSyncSummary } from '../sync/catalog-sync.service';

// eslint-disable-next-line @nx/enforce-module-boundaries
export { generateCatalog, SAMPLE_CATALOG, type SquareItemObject } from '@petcora/square-emulator';

/**
 * Real infrastructure for one test file: a throwaway Postgres database migrated as the store service does, a unique
 * BullMQ prefix on the real Redis, the Square emulator on a free port, and the real worker module talking to them.
 */
export class WorkerHarness {
  readonly workers: INestApplicationContext[] = [];
  private constructor(
    readonly db: TestDatabase,
    /** Store-side connection for assertions (search_path = store). */
    readonly store: DataSource,
    readonly redis: { url: string; prefix: string },
    readonly emulator: SquareEmulatorApp,
    private readonly emulatorServer: Server,
    readonly queue: Queue<CatalogSyncJobData>,
    readonly queueEvents: QueueEvents,
  ) {}

  static async start(emulatorOptions: SquareEmulatorOptions = {}): Promise<WorkerHarness> {
    const db = await createTestDatabase('catalog_worker');
    const store = await openSchemaDataSource({
      type: 'postgres',
      url: db.url,
      schema: STORE_SCHEMA,
      entities: CATALOG_ENTITIES,
      migrations: CATALOG_MIGRATIONS,
      migrationsTableName: 'migrations',
    });
    const redis = testRedis('catalog-worker');
    const emulator = createSquareEmulator({ pageSize: 5, ...emulatorOptions });
    const emulatorServer = await new Promise<Server>((resolve) => {
      const server = emulator.listen(0, () => resolve(server));
    });
    const queue = new Queue<CatalogSyncJobData>(CATALOG_SYNC_QUEUE, {
      connection: { url: redis.url },
      prefix: redis.prefix,
    });
    const queueEvents = new QueueEvents(CATALOG_SYNC_QUEUE, {
      connection: { url: redis.url },
      prefix: redis.prefix,
    });
    await queueEvents.waitUntilReady();
    return new WorkerHarness(db, store, redis, emulator, emulatorServer, queue, queueEvents);
  }

  get emulatorUrl(): string {
    return `http://127.0.0.1:${(this.emulatorServer.address() as AddressInfo).port}`;
  }

  /** Starts the real worker module; the SDK does not retry (maxRetries 0), so BullMQ's retries are what is tested. */
  async startWorker(overrides: Partial<CatalogWorkerModuleOptions> = {}): Promise<INestApplicationContext> {
    const app = await NestFactory.createApplicationContext(
      CatalogWorkerModule.register({
        databaseUrl: this.db.url,
        redisUrl: this.redis.url,
        bullPrefix: this.redis.prefix,
        square: { token: 'test-token', baseUrl: this.emulatorUrl, maxRetries: 0 },
        syncEveryMs: 0,
        shutdownGraceMs: 10_000,
        ...overrides,
      }),
      { logger: false },
    );
    this.workers.push(app);
    return app;
  }

  /**
   * The real worker process from its build (`nx run @petcora/catalog-worker:build`), for tests that kill it.
   * `kill()` sends SIGKILL: no shutdown hook runs, as when a container is killed.
   */
  spawnWorker(): { kill(): Promise<void> } {
    const main = resolve(__dirname, '../../dist/main.js');
    if (!existsSync(main)) throw new Error(`${main} is missing: build the worker first`);
    const child = spawn(process.execPath, [main], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: this.db.url,
        REDIS_URL: this.redis.url,
        BULL_PREFIX: this.redis.prefix,
        SQUARE_BASE_URL: this.emulatorUrl,
        SQUARE_MAX_RETRIES: '3',
        CATALOG_SYNC_EVERY_MS: '0',
        PORT: '0',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    return {
      kill: async () => {
        child.kill('SIGKILL');
        await exited;
      },
    };
  }

  /** Enqueues a sync as the store does and waits for its final outcome (after any retries). */
  async sync(
    opts: JobsOptions = {},
    requestedBy = 'admin-user-1',
    mode?: CatalogSyncRequestedMode,
  ): Promise<{ jobId: string; result: CatalogSyncSummary }> {
    const job = await this.queue.add(
      CATALOG_SYNC_JOB,
      { requestedBy, ...(mode ? { mode } : {}) },
      { attempts: 2, backoff: { type: 'fixed', delay: 20 }, ...opts },
    );
    const result = (await job.waitUntilFinished(this.queueEvents, 30_000)) as CatalogSyncSummary;
    return { jobId: job.id!, result };
  }

  async close(): Promise<void> {
    for (const app of this.workers) await app.close();
    await this.queueEvents.close();
    await this.queue.obliterate({ force: true }).catch(() => undefined);
    await this.queue.close();
    await new Promise<void>((resolve) => this.emulatorServer.close(() => resolve()));
    await this.store.destroy();
    await this.db.drop();
  }
}
