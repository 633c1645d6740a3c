import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  ACCOUNT_EVENTS_QUEUE,
  type IdentityClaims,
  MEDIA_SWEEP_QUEUE,
  MODERATION_EVENTS_QUEUE,
} from '@petcora/contracts';
import { configureApp, createFastifyAdapter } from '@petcora/nest-common';
import {
  createTestDatabase,
  identityHeaders,
  madeBeforeAll,
  testRedis,
  waitFor,
  type TestDatabase,
} from '@petcora/testing';
import { AppModule } from '../app.module';
import { BACKGROUND_CLIENT } from '../database/background-work';
import { RANKING_QUEUE } from '../ranking/ranking.module';
import { RankingRefresher, type RankingRefreshResult } from '../ranking/ranking-refresher';

export interface SocialTestApp {
  app: INestApplication;
  http: () => ReturnType<typeof request>;
  db: DataSource;
  database: TestDatabase;
  queue: Queue;
  /** Moderation decisions handed to the account service (suspensions). */
  moderationQueue: Queue;
  /** Runs the ranking job's refresh now (trending hashtags, suggested accounts), as its schedule would. */
  refreshRankings(): Promise<RankingRefreshResult>;
  /**
   * Runs the ranking job's rebuild now: every ranking from Postgres, recommendation candidates included (a spec that
   * writes likes and follows with SQL, not through the service, has no job to keep them).
   */
  rebuildRankings(): Promise<RankingRefreshResult>;
  /** Closes the app (worker and queues included), empties the run's Redis keys and drops the database. */
  close(): Promise<void>;
}

/**
 * The real AppModule against a throwaway Postgres database and a Redis key prefix of its own, as the service runs
 * in production (migrations at start, global validation and error filter).
 */
export async function startSocialTestApp(
  label: string,
  env: Record<string, string> = {},
): Promise<SocialTestApp> {
  const database = await createTestDatabase(`social_${label}`);
  const redis = testRedis(`social-${label}`);
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    BULL_PREFIX: redis.prefix,
    // Pub/sub is server-wide: a run of its own never reaches a running stack's live streams.
    LIVE_CHANNEL: `${redis.prefix}:live`,
    DEMO_SEED: 'false',
    ...env,
  });
  try {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
    // The platform the service runs on (main.ts): Fastify, with Express's body rules (nest-common).
    const app = configureApp(moduleRef.createNestApplication(createFastifyAdapter(), { logger: ['error'] }));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const queue = app.get<Queue>(getQueueToken(ACCOUNT_EVENTS_QUEUE));
    const mediaSweepQueue = app.get<Queue>(getQueueToken(MEDIA_SWEEP_QUEUE));
    // BullMQ starts an `every` schedule's first run at once: let the start-up sweep finish before the test begins, so
    // a test counting its statements never counts the sweep's. Without Redis there is no sweep to wait for.
    await waitFor(
      () => mediaSweepQueue.getJobCounts('completed', 'failed'),
      (counts) => (counts.completed ?? 0) + (counts.failed ?? 0) > 0,
      5_000,
    ).catch(() => undefined);
    // The ranking refresh's first run, likewise.
    const rankingQueue = app.get<Queue>(getQueueToken(RANKING_QUEUE));
    await waitFor(
      () => rankingQueue.getJobCounts('completed', 'failed'),
      (counts) => (counts.completed ?? 0) + (counts.failed ?? 0) > 0,
      5_000,
    ).catch(() => undefined);
    const moderationQueue = app.get<Queue>(getQueueToken(MODERATION_EVENTS_QUEUE));
    return {
      app,
      http: () => request(app.getHttpServer()),
      db: app.get(DataSource),
      database,
      queue,
      moderationQueue,
      refreshRankings: () => app.get(RankingRefresher).refresh(),
      rebuildRankings: () => app.get(RankingRefresher).rebuild(),
      async close() {
        await queue.obliterate({ force: true }).catch(() => undefined);
        await mediaSweepQueue.obliterate({ force: true }).catch(() => undefined);
        await rankingQueue.obliterate({ force: true }).catch(() => undefined);
        await moderationQueue.obliterate({ force: true }).catch(() => undefined);
        await app.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export function auth(claims: IdentityClaims): Record<string, string> {
  return identityHeaders(claims, 'social');
}

let authorCounter = 0;

/** Inserts an author row directly (what the projection would hold). */
export async function insertAuthor(
  db: DataSource,
  fields: {
    id?: string;
    username?: string;
    displayName?: string | null;
    profileImageUrl?: string | null;
  } = {},
): Promise<{ id: string; username: string; claims: IdentityClaims }> {
  authorCounter += 1;
  const username = fields.username ?? `author_${authorCounter}_${Math.random().toString(36).slice(2, 8)}`;
  const [row]: { id: string }[] = await db.query(
    `INSERT INTO social.authors (id, username, display_name, profile_image_url, updated_at)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, now()) RETURNING id`,
    [fields.id ?? null, username, fields.displayName ?? null, fields.profileImageUrl ?? null],
  );
  return { id: row.id, username, claims: { sub: row.id, username, role: 'member' } };
}

export type TestAuthor = Awaited<ReturnType<typeof insertAuthor>>;
type AuthorFields = Parameters<typeof insertAuthor>[1];

/**
 * A spec file's app in one call: beforeAll starts it on its own database, afterAll closes it. Read it inside tests and
 * hooks only.
 */
export function useSocialTestApp(label: string, env: Record<string, string> = {}): SocialTestApp {
  return madeBeforeAll(
    'the social test app',
    () => startSocialTestApp(label, env),
    (t) => t.close(),
  );
}

/**
 * A spec file's set-up in one call: the app (useSocialTestApp) and the named members, inserted before the first test.
 * The returned object is filled before the first test runs; read its fields inside tests only.
 */
export function useSocialApp<Name extends string>(
  label: string,
  members: Record<Name, AuthorFields>,
  env: Record<string, string> = {},
): { t: SocialTestApp } & Record<Name, TestAuthor> {
  const t = useSocialTestApp(label, env);
  const context = { t } as { t: SocialTestApp } & Record<Name, TestAuthor>;
  beforeAll(async () => {
    for (const [name, fields] of Object.entries(members) as [Name, AuthorFields][])
      (context as Record<Name, TestAuthor>)[name] = await insertAuthor(t.db, fields);
  });
  return context;
}

/** Inserts a post `minutesAgo` minutes old; returns its id. */
export async function insertPost(
  db: DataSource,
  userId: string,
  fields: { content?: string; minutesAgo?: number; imageUrl?: string | null; replyToId?: string | null } = {},
): Promise<string> {
  const [row]: { id: string }[] = await db.query(
    `INSERT INTO social.posts (user_id, content, image_url, reply_to_id, created_at)
     VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5)) RETURNING id`,
    [
      userId,
      fields.content ?? 'A post',
      fields.imageUrl ?? null,
      fields.replyToId ?? null,
      fields.minutesAgo ?? 0,
    ],
  );
  return row.id;
}

export interface RecordedStatement {
  text: string;
  values: unknown[];
}

/** Records every SQL statement sent to Postgres (all pools share pg's Client) while `fn` runs. */
export async function recordQueries<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; statements: RecordedStatement[] }> {
  const statements: RecordedStatement[] = [];
  const original = Client.prototype.query as (...args: unknown[]) => unknown;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (
    this: Client,
    ...args: unknown[]
  ) {
    const [first, second] = args as [string | { text?: string; values?: unknown[] } | undefined, unknown];
    // The notification relay's passes run beside the request under test, on a connection it marks.
    if ((this as unknown as Record<symbol, unknown>)[BACKGROUND_CLIENT]) return original.apply(this, args);
    statements.push(
      typeof first === 'string'
        ? { text: first, values: Array.isArray(second) ? second : [] }
        : { text: first?.text ?? '?', values: first?.values ?? [] },
    );
    return original.apply(this, args);
  } as never);
  try {
    const result = await fn();
    return { result, statements };
  } finally {
    spy.mockRestore();
  }
}
