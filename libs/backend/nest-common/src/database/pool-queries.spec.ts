import { createTestDatabase, type TestDatabase } from '@petcora/testing';
import { type DataSource, QueryFailedError } from 'typeorm';
import { poolOf, queryPool, type PoolQueryConfig, StatementNames } from './pool-queries';
import { openSchemaDataSource, schemaDataSourceOptions } from './typeorm-schema';

describe('StatementNames: named prepared statements for fixed statement texts', () => {
  it('gives a text one stable name under the prefix, and another text another name', () => {
    const names = new StatementNames('feed');
    const first = names.nameOf('SELECT 1 WHERE $1::int = 1');
    expect(first).toMatch(/^feed_[0-9a-f]{24}$/);
    expect(names.nameOf('SELECT 1 WHERE $1::int = 1')).toBe(first);
    expect(names.nameOf('SELECT 2 WHERE $1::int = 1')).not.toBe(first);
    // Another copy of the service (another process) agrees on the name.
    expect(new StatementNames('feed').nameOf('SELECT 1 WHERE $1::int = 1')).toBe(first);
  });

  it('names at most `limit` texts; any further text gets no name (run unnamed), the named ones keep theirs', () => {
    const names = new StatementNames('store', 200);
    const named = Array.from({ length: 200 }, (_, i) => names.nameOf(`SELECT ${i}`));
    expect(named.every((n) => n?.startsWith('store_'))).toBe(true);
    expect(names.nameOf('SELECT 200')).toBeUndefined();
    expect(names.nameOf('SELECT 0')).toBe(named[0]);
  });
});

describe('queryPool and poolOf', () => {
  it("fails as TypeORM's QueryFailedError with the driver's error inside, so the exception filter maps it", async () => {
    const invalidText = Object.assign(new Error('invalid input syntax for type uuid: "x"'), {
      code: '22P02',
    });
    const pool = { query: () => Promise.reject(invalidText) };
    const failure = await queryPool(pool, { text: 'SELECT $1::uuid', values: ['x'] }).catch((e) => e);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect(failure).toMatchObject({ driverError: { code: '22P02' }, query: 'SELECT $1::uuid' });
  });

  it('finds no pool on a stand-in DataSource', () => {
    expect(poolOf({ query: async () => [] } as unknown as DataSource)).toBeUndefined();
    expect(poolOf({ driver: {} } as unknown as DataSource)).toBeUndefined();
  });
});

describe('named statements on a real pool (PostgreSQL)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase('pool_queries');
    dataSource = await openSchemaDataSource(
      schemaDataSourceOptions({ schema: 'pool_probe', url: db.url, entities: [], migrations: [] }),
    );
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('parses a named text once per connection, plans each execution for its values, answers array rows', async () => {
    const pool = poolOf(dataSource)!;
    const text = 'SELECT $1::int * 2 AS doubled, $2::text AS label';
    const name = new StatementNames('probe').nameOf(text)!;
    const run = (values: unknown[]): Promise<unknown[][]> =>
      queryPool<unknown[]>(pool, { name, text, values, rowMode: 'array' } satisfies PoolQueryConfig);
    expect(await run([2, 'a'])).toEqual([[4, 'a']]);
    expect(await run([5, 'b'])).toEqual([[10, 'b']]);
    // One connection of the pool: its prepared statements list the name once, and it plans per execution.
    const client = await (
      dataSource.driver as unknown as { master: { connect(): Promise<PgClient> } }
    ).master.connect();
    try {
      await client.query({ name, text, values: [1, 'c'] });
      const prepared = await client.query('SELECT name FROM pg_prepared_statements WHERE name = $1', [name]);
      expect(prepared.rows).toEqual([{ name }]);
      const mode = await client.query('SHOW plan_cache_mode');
      expect(mode.rows[0].plan_cache_mode).toBe('force_custom_plan');
    } finally {
      client.release();
    }
  });
});

interface PgClient {
  query(config: unknown, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release(): void;
}
