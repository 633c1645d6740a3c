// Each process's own Postgres role (infra/database/service-roles.sql, ADR 0057): run the bootstrap as the admin, then
// hand every service and the worker a DATABASE_URL of its own role.
import fs from 'node:fs';
import pg from 'pg';

const SQL_FILE = new URL('../../database/service-roles.sql', import.meta.url);

/** The process names of the topology (stack.mjs) and the role each connects as, after the prefix. */
export const DATABASE_ROLES = {
  account: 'account',
  social: 'social',
  store: 'store',
  'catalog-worker': 'catalog_worker',
};

/**
 * Local passwords of the local roles: a machine with trust auth ignores them, the embedded Postgres checks them.
 * Development only: a deployment sets its own (docs/deploy.md, "Database roles").
 */
const LOCAL_PASSWORD = (role) => `petcora-local-${role.replace(/_/g, '-')}`;

/**
 * Runs the bootstrap on the database of `adminUrl` and answers `{ urls: { account, social, … }, source }`. An admin
 * that may not create roles (a shared server's ordinary user) keeps one URL for every process, and says so.
 */
export async function ensureServiceRoles(adminUrl, { prefix = 'petcora' } = {}) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query("SELECT set_config('petcora.role_prefix', $1, false)", [prefix]);
    for (const role of Object.values(DATABASE_ROLES))
      await client.query('SELECT set_config($1, $2, false)', [
        `petcora.${role}_password`,
        LOCAL_PASSWORD(role),
      ]);
    await client.query(fs.readFileSync(SQL_FILE, 'utf8'));
  } catch (error) {
    if (error?.code !== '42501') throw error; // insufficient_privilege: this admin may not create roles
    const urls = Object.fromEntries(Object.keys(DATABASE_ROLES).map((name) => [name, adminUrl]));
    return { urls, source: `one URL for every process (${new URL(adminUrl).username} may not create roles)` };
  } finally {
    await client.end().catch(() => {});
  }
  const urls = Object.fromEntries(
    Object.entries(DATABASE_ROLES).map(([name, role]) => {
      const url = new URL(adminUrl);
      url.username = `${prefix}_${role}`;
      url.password = LOCAL_PASSWORD(role);
      return [name, url.toString()];
    }),
  );
  return {
    urls,
    source: `a role of its own per process (${prefix}_account, _social, _store, _catalog_worker)`,
  };
}

/** startStack's `processEnv`: each process's own DATABASE_URL. */
export function databaseUrlsOf({ urls }) {
  return Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, { DATABASE_URL: url }]));
}
