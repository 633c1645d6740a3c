import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  /** postgres:// URL of the fresh, empty database. */
  url: string;
  name: string;
  /** Drops the database (terminating any connection still open). */
  drop(): Promise<void>;
}

/** Server to create throwaway databases on: TEST_DATABASE_URL's server, else the local one. */
function adminUrl(): URL {
  const base = new URL(
    process.env.TEST_DATABASE_URL ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  base.pathname = '/postgres';
  return base;
}

/**
 * Creates a uniquely named database for one test file or run, so integration tests hit real Postgres
 * without touching anyone's data and can run in parallel.
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const safeLabel = label
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 30);
  const name = `petcora_test_${safeLabel}_${randomBytes(4).toString('hex')}`;
  const admin = adminUrl();
  await withClient(admin, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

async function withClient<T>(url: URL, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
