// The bare SQL of an endpoint, as the social service itself runs it: the service's compiled AppModule (its `dist/`)
// is started inside the bench process against the stack's database, every statement TypeORM sends to Postgres is
// recorded while one request is served, and those statements (with their bound parameters) become the baseline.
// Nothing is copied from the service, so the baseline follows its code; any endpoint of the service can be captured.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Reads only: the transaction bookkeeping and writes (none on these routes) are not part of a page's query. */
const READ = /^\s*(SELECT|WITH)\b/i;

/**
 * Starts the social service in-process (loopback, a free port) with its own BullMQ prefix and live channel, so it
 * consumes no job of the running stack and announces nothing to it. Call `close()` when done.
 */
export async function startSocialCapture({ databaseUrl, redisUrl }) {
  const serviceRequire = createRequire(`${repoRoot}services/social/package.json`);
  Object.assign(process.env, {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    BULL_PREFIX: 'petcora-bench-capture',
    LIVE_CHANNEL: 'petcora:bench-capture:live',
    DEMO_SEED: 'false',
  });
  let PostgresQueryRunner, NestFactory, configureApp, AppModule;
  try {
    serviceRequire('reflect-metadata');
    ({ PostgresQueryRunner } = serviceRequire('typeorm/driver/postgres/PostgresQueryRunner.js'));
    ({ NestFactory } = serviceRequire('@nestjs/core'));
    ({ configureApp } = serviceRequire('@petcora/nest-common'));
    ({ AppModule } = serviceRequire('./dist/app.module.js'));
  } catch (error) {
    throw new Error(`Cannot load the social service (build it first): ${error.message}`);
  }

  let recording = null;
  const original = PostgresQueryRunner.prototype.query;
  PostgresQueryRunner.prototype.query = function recordQuery(query, parameters, ...rest) {
    if (recording && READ.test(query)) recording.push({ sql: query, params: parameters ?? [] });
    return original.call(this, query, parameters, ...rest);
  };
  let app;
  try {
    app = configureApp(await NestFactory.create(AppModule, { logger: ['error'] }));
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    PostgresQueryRunner.prototype.query = original;
    await app?.close().catch(() => {});
    throw new Error(`The social service did not start in-process: ${error.message}`);
  }
  const { port } = app.getHttpServer().address();
  const base = `http://127.0.0.1:${port}`;

  return {
    /** Serves `path` once with `headers`; returns the answer's status and the read statements it ran, in order. */
    async capture(path, headers) {
      recording = [];
      try {
        const res = await fetch(`${base}${path}`, { headers });
        await res.arrayBuffer();
        return { status: res.status, statements: recording };
      } finally {
        recording = null;
      }
    },
    async close() {
      await app.close();
      PostgresQueryRunner.prototype.query = original;
    },
  };
}
