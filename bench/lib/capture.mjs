// The bare SQL of an endpoint, as a service itself runs it: the service's compiled AppModule (its `dist/`) is started
// inside the bench process against the stack's database, every statement TypeORM sends to Postgres is recorded while
// requests are served, and those statements (with their bound parameters, and their result rows) become the
// baseline. Nothing is copied from the service, so the baseline follows its code; any endpoint can be captured.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Reads only: the transaction bookkeeping and writes (none on these routes) are not part of a page's query. */
export const READS = /^\s*(SELECT|WITH)\b/i;
/** Everything, transaction control included: for a write flow replayed as it ran (see replay.mjs). */
export const EVERY_STATEMENT = /[\s\S]/;

/**
 * Starts `service` (social, store) in-process (loopback, a free port) with its own BullMQ prefix, so it consumes no
 * job of the running stack; `env` adds settings (e.g. a live channel of its own). Call `close()` when done.
 */
export async function startServiceCapture({ service, databaseUrl, redisUrl, env = {}, record = READS }) {
  const serviceRequire = createRequire(`${repoRoot}services/${service}/package.json`);
  Object.assign(process.env, {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    BULL_PREFIX: `petcora-bench-capture-${service}`,
    DEMO_SEED: 'false',
    ...env,
  });
  let PostgresQueryRunner, NestFactory, configureApp, createFastifyAdapter, AppModule;
  try {
    serviceRequire('reflect-metadata');
    ({ PostgresQueryRunner } = serviceRequire('typeorm/driver/postgres/PostgresQueryRunner.js'));
    ({ NestFactory } = serviceRequire('@nestjs/core'));
    ({ configureApp, createFastifyAdapter } = serviceRequire('@petcora/nest-common'));
    ({ AppModule } = serviceRequire('./dist/app.module.js'));
  } catch (error) {
    throw new Error(`Cannot load the ${service} service (build it first): ${error.message}`);
  }

  // The mark the social service sets on a connection doing background work (services/social/src/database/background-work.ts).
  const BACKGROUND_CLIENT = Symbol.for('petcora.social.background-client');
  let recording = null;
  const original = PostgresQueryRunner.prototype.query;
  PostgresQueryRunner.prototype.query = async function recordQuery(query, parameters, ...rest) {
    const result = await original.call(this, query, parameters, ...rest);
    // The service's background work (ranking refreshes, outbox relays) runs beside the request on connections it
    // marks: none of it is the request's SQL, and replaying a refresh's insert alone would collide with its rows.
    const background = this.databaseConnection?.[BACKGROUND_CLIENT] === true;
    if (recording && !background && record.test(query)) {
      const rows = Array.isArray(result) ? result : Array.isArray(result?.records) ? result.records : [];
      recording.push({ sql: query, params: parameters ?? [], rows });
    }
    return result;
  };
  // Statements a service prepares by name (the feed's, through nest-common's queryPool) go to pg's client without
  // TypeORM's query runner: they are recorded where pg receives them (only those, so nothing is recorded twice).
  const { Client } = serviceRequire('pg');
  const originalClientQuery = Client.prototype.query;
  Client.prototype.query = function recordPrepared(config, ...rest) {
    const returned = originalClientQuery.call(this, config, ...rest);
    const prepared = config !== null && typeof config === 'object' && typeof config.name === 'string';
    if (!recording || !prepared || this[BACKGROUND_CLIENT] === true || !record.test(config.text ?? ''))
      return returned;
    const entry = { sql: config.text, params: config.values ?? [], rows: [] };
    recording.push(entry);
    if (returned && typeof returned.then === 'function')
      returned.then(
        (result) => (entry.rows = result?.rows ?? []),
        () => {},
      );
    return returned;
  };
  const restoreHooks = () => {
    PostgresQueryRunner.prototype.query = original;
    Client.prototype.query = originalClientQuery;
  };
  let app;
  try {
    // On the platform the service runs on in production (social and store: Fastify, ADRs 0047 and 0050).
    app = configureApp(await NestFactory.create(AppModule, createFastifyAdapter(), { logger: ['error'] }));
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    restoreHooks();
    await app?.close().catch(() => {});
    throw new Error(`The ${service} service did not start in-process: ${error.message}`);
  }
  const { port } = app.getHttpServer().address();
  const base = `http://127.0.0.1:${port}`;

  return {
    /**
     * Serves the requests one after another (`{ path, method, headers, body }`, or a path) and answers the last
     * status and the statements they ran, in order. Any non-2xx answer stops it with an error.
     */
    async capture(requests, headers = {}) {
      recording = [];
      let status = 0;
      try {
        for (const one of Array.isArray(requests) ? requests : [{ path: requests }]) {
          const res = await fetch(`${base}${one.path}`, {
            method: one.method ?? 'GET',
            headers: {
              ...headers,
              ...(one.body ? { 'content-type': 'application/json' } : {}),
              ...one.headers,
            },
            body: one.body ? JSON.stringify(one.body) : undefined,
          });
          const text = await res.text();
          status = res.status;
          if (Array.isArray(requests) && !res.ok)
            throw new Error(
              `${one.method ?? 'GET'} ${one.path} answered ${res.status} while capturing: ${text}`,
            );
        }
        return { status, statements: recording };
      } finally {
        recording = null;
      }
    },
    async close() {
      await app.close();
      restoreHooks();
    },
  };
}

/** The social service, reads only, with a live channel of its own (it announces nothing to the running stack). */
export function startSocialCapture({ databaseUrl, redisUrl }) {
  return startServiceCapture({
    service: 'social',
    databaseUrl,
    redisUrl,
    env: { LIVE_CHANNEL: 'petcora:bench-capture:live' },
  });
}
