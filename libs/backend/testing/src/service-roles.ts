import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { TestDatabase } from './test-database';

/** The bootstrap every deployment runs with admin credentials (docs/deploy.md, "Database roles"). */
export const SERVICE_ROLES_SQL = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  'infra',
  'database',
  'service-roles.sql',
);

export const SERVICE_ROLE_PARTS = ['account', 'social', 'store', 'catalog_worker'] as const;
export type ServiceRolePart = (typeof SERVICE_ROLE_PARTS)[number];

export interface TestServiceRoles {
  /** Each part's own postgres:// URL to the test database, as its role with its password. */
  urls: Record<ServiceRolePart, string>;
  roles: Record<ServiceRolePart, string>;
  /** Drops the roles (call after the database is dropped: a role that still owns objects cannot go). */
  drop(): Promise<void>;
}

/**
 * Runs service-roles.sql on a test database as its admin, with roles of their own (`petcora_test_<hex>_<part>`), so
 * a test runs as the services run in a deployment without touching the roles of anyone's stack.
 */
export async function createTestServiceRoles(db: TestDatabase): Promise<TestServiceRoles> {
  const prefix = `petcora_test_${randomBytes(4).toString('hex')}`;
  const passwords = Object.fromEntries(
    SERVICE_ROLE_PARTS.map((part) => [part, randomBytes(12).toString('hex')]),
  ) as Record<ServiceRolePart, string>;
  await applyServiceRoles(db.url, { prefix, passwords });
  const roles = Object.fromEntries(SERVICE_ROLE_PARTS.map((part) => [part, `${prefix}_${part}`])) as Record<
    ServiceRolePart,
    string
  >;
  const urls = Object.fromEntries(
    SERVICE_ROLE_PARTS.map((part) => {
      const url = new URL(db.url);
      url.username = roles[part];
      url.password = passwords[part];
      return [part, url.toString()];
    }),
  ) as Record<ServiceRolePart, string>;
  return {
    urls,
    roles,
    drop: () =>
      withClient(serverUrl(db.url), async (client) => {
        for (const role of Object.values(roles)) await client.query(`DROP ROLE IF EXISTS "${role}"`);
      }),
  };
}

/** service-roles.sql on the database of `adminUrl`, with its settings for this session. */
export async function applyServiceRoles(
  adminUrl: string,
  settings: { prefix?: string; passwords?: Partial<Record<ServiceRolePart, string>> },
): Promise<void> {
  await withClient(adminUrl, async (client) => {
    await client.query("SELECT set_config('petcora.role_prefix', $1, false)", [settings.prefix ?? '']);
    for (const part of SERVICE_ROLE_PARTS)
      await client.query('SELECT set_config($1, $2, false)', [
        `petcora.${part}_password`,
        settings.passwords?.[part] ?? '',
      ]);
    await client.query(readFileSync(SERVICE_ROLES_SQL, 'utf8'));
  });
}

/** The same server's `postgres` database, where roles can be dropped once the test database is gone. */
function serverUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

async function withClient(url: string, work: (client: Client) => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
