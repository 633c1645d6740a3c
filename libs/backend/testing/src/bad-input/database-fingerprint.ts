import { Client } from 'pg';

/** Row count and a checksum of the rows of every table, keyed `schema.table`. */
export type DatabaseFingerprint = Record<string, { rows: number; checksum: string }>;

/**
 * Fingerprints every table of every non-system schema of a (throwaway, per-test) database: a change to any row,
 * not just a changed count, shows up. Rows are hashed one by one and the hashes sorted, so row order cannot matter.
 */
export async function fingerprintDatabase(databaseUrl: string): Promise<DatabaseFingerprint> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
    );
    const fingerprint: DatabaseFingerprint = {};
    for (const { schema, name } of tables) {
      const table = `${quote(schema)}.${quote(name)}`;
      const {
        rows: [row],
      } = await client.query<{ rows: number; checksum: string | null }>(
        `SELECT count(*)::int AS rows, md5(string_agg(h, '' ORDER BY h)) AS checksum
           FROM (SELECT md5(t::text) AS h FROM ${table} t) hashed`,
      );
      fingerprint[`${schema}.${name}`] = { rows: row.rows, checksum: row.checksum ?? '' };
    }
    return fingerprint;
  } finally {
    await client.end();
  }
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}
