import { Client } from 'pg';
import { createTestDatabase } from './test-database';

describe('createTestDatabase', () => {
  it('creates a usable, empty database and drops it', async () => {
    const db = await createTestDatabase('selftest');
    const client = new Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('SELECT 1 AS n');
    expect(rows[0].n).toBe(1);
    await client.end();
    await db.drop();
    const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db.name]);
    await admin.end();
    expect(rowCount).toBe(0);
  });
});
