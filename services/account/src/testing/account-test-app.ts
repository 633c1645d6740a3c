import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { createFastifyAdapter } from '@petcora/nest-common';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ACCOUNT_EVENTS_QUEUE, MAIL_QUEUE } from '@petcora/contracts';
import {
  createTestDatabase,
  madeBeforeAll,
  startTcpProxy,
  testRedis,
  type TcpProxy,
  type TestDatabase,
} from '@petcora/testing';
import { AppModule } from '../app.module';
import { configureAccountApp } from '../configure-account-app';

export interface AccountTestEnv {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  demoSeed?: boolean;
  /** Further variables (e.g. NODE_ENV=production); they stay set in this test file's process. */
  extra?: Record<string, string>;
}

/** Builds the real AppModule the way main.ts does (configureApp), against the given database and Redis. */
export async function startAccountApp(env: AccountTestEnv): Promise<INestApplication> {
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    BULL_PREFIX: env.queuePrefix,
    DEMO_SEED: env.demoSeed ? 'true' : 'false',
    RATE_LIMIT_PREFIX: `${env.queuePrefix}:limits`,
    UPLOAD_DIR: testUploadDir(env),
    // No mail leaves a test unless it starts its own SMTP listener (testing/smtp-inbox.ts) and the worker.
    MAIL_WORKER: 'false',
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...env.extra,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication(createFastifyAdapter(), { logger: ['error', 'warn'] });
  configureAccountApp(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** One app on its own throwaway database and Redis prefix, for one spec file. */
export interface AccountTestContext {
  app: INestApplication;
  db: TestDatabase;
  env: AccountTestEnv;
  http: () => ReturnType<typeof request>;
  dataSource: DataSource;
  /** A BullMQ handle on the account events queue under this run's prefix (closed by `close`). */
  eventsQueue: () => Queue;
  close: () => Promise<void>;
}

export async function createAccountTestContext(
  label: string,
  options: { demoSeed?: boolean; extra?: Record<string, string> } = {},
): Promise<AccountTestContext> {
  const db = await createTestDatabase(label);
  const redis = testRedis(label);
  const env: AccountTestEnv = {
    databaseUrl: db.url,
    redisUrl: redis.url,
    queuePrefix: redis.prefix,
    demoSeed: options.demoSeed,
    extra: options.extra,
  };
  const app = await startAccountApp(env);
  let queue: Queue | undefined;
  let queueConnection: IORedis | undefined;
  const eventsQueue = () => {
    queueConnection ??= new IORedis(redis.url, { maxRetriesPerRequest: null });
    queue ??= new Queue(ACCOUNT_EVENTS_QUEUE, { connection: queueConnection, prefix: redis.prefix });
    return queue;
  };
  return {
    app,
    db,
    env,
    http: () => request(app.getHttpServer()),
    dataSource: app.get(DataSource),
    eventsQueue,
    close: async () => {
      await app.close();
      await queue?.close();
      await queueConnection?.quit();
      await removeEventsQueue(env);
      await rm(testUploadRoot(env), { recursive: true, force: true });
      await db.drop();
    },
  };
}

/**
 * A spec file's context in one call: beforeAll creates it (createAccountTestContext), afterAll closes it. Read it
 * inside tests and hooks only.
 */
export function useAccountTestContext(
  label: string,
  options: Parameters<typeof createAccountTestContext>[1] = {},
): AccountTestContext {
  return madeBeforeAll(
    'the account test context',
    () => createAccountTestContext(label, options),
    (ctx) => ctx.close(),
  );
}

/** An app whose Redis connection runs through a TCP proxy the spec can cut, on its own throwaway database. */
export interface AccountAppBehindRedisProxy {
  app: INestApplication;
  db: TestDatabase;
  proxy: TcpProxy;
  close: () => Promise<void>;
}

export async function startAccountAppBehindRedisProxy(
  database: string,
  redis: { url: string; prefix: string },
  extra?: Record<string, string>,
): Promise<AccountAppBehindRedisProxy> {
  const db = await createTestDatabase(database);
  const target = new URL(redis.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  const throughProxy = new URL(redis.url);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  const app = await startAccountApp({
    databaseUrl: db.url,
    redisUrl: throughProxy.toString(),
    queuePrefix: redis.prefix,
    extra,
  });
  return {
    app,
    db,
    proxy,
    close: async () => {
      await app.close();
      await proxy.close();
      await removeEventsQueue({ redisUrl: redis.url, queuePrefix: redis.prefix });
      await db.drop();
    },
  };
}

/** Leaves no keys behind in the shared Redis: removes this run's account events and mail queues and counters. */
export async function removeEventsQueue(
  env: Pick<AccountTestEnv, 'redisUrl' | 'queuePrefix'>,
): Promise<void> {
  const connection = new IORedis(env.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(ACCOUNT_EVENTS_QUEUE, { connection, prefix: env.queuePrefix });
  const mailQueue = new Queue(MAIL_QUEUE, { connection, prefix: env.queuePrefix });
  try {
    await queue.obliterate({ force: true });
    await mailQueue.obliterate({ force: true });
    const counters = await connection.keys(`${env.queuePrefix}:limits:*`);
    if (counters.length > 0) await connection.del(...counters);
  } finally {
    await queue.close();
    await mailQueue.close();
    await connection.quit();
  }
}

/** Each test app stores uploads in its own temporary folder, removed by `close`. */
export function testUploadDir(env: Pick<AccountTestEnv, 'queuePrefix'>): string {
  // Under a dot folder, like the default `.data/uploads/account`, so serving from it is tested as it runs.
  return join(testUploadRoot(env), '.data', 'uploads', 'account');
}

function testUploadRoot(env: Pick<AccountTestEnv, 'queuePrefix'>): string {
  return join(tmpdir(), `${env.queuePrefix}-uploads`);
}

export async function countUsers(dataSource: DataSource): Promise<number> {
  const [row] = await dataSource.query(`SELECT count(*)::int AS n FROM "account"."users"`);
  return row.n;
}

export function sessionCookieFrom(response: { headers: Record<string, unknown> }): string | undefined {
  const cookies = ([] as string[]).concat(
    (response.headers['set-cookie'] as string[] | string | undefined) ?? [],
  );
  return cookies.find((cookie) => /^(__Host-)?petcora\.sid=/.test(cookie));
}
