import { createTestDatabase, type TestDatabase, waitFor } from '@petcora/testing';
import { Client } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  MIGRATIONS_LOCK_NAME,
  migrateSchema,
  openSchemaDataSource,
  schemaDataSourceOptions,
} from './typeorm-schema';

/** A migration slow enough for concurrent runs to overlap, recording each run in a table outside its schema. */
class RecordRun1700000000000 implements MigrationInterface {
  name = 'RecordRun1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`INSERT INTO public.migration_runs (started) VALUES (clock_timestamp())`);
    await queryRunner.query('SELECT pg_sleep(0.4)');
    await queryRunner.query(`CREATE TABLE lock_probe.things (id int PRIMARY KEY)`);
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE lock_probe.things');
  }
}

describe('migrations under the advisory lock (ADR 0024)', () => {
  let db: TestDatabase;
  let admin: Client;
  const options = () => ({
    schema: 'lock_probe',
    url: db.url,
    entities: [],
    migrations: [RecordRun1700000000000],
  });
  const open = () => openSchemaDataSource(schemaDataSourceOptions(options()));

  beforeEach(async () => {
    db = await createTestDatabase('migrations_lock');
    admin = new Client({ connectionString: db.url });
    await admin.connect();
    await admin.query('CREATE TABLE public.migration_runs (started timestamptz NOT NULL)');
  });
  afterEach(async () => {
    await admin.end();
    await db.drop();
  });

  it('lets three copies start at once and migrates exactly once', async () => {
    const copies = await Promise.all([open(), open(), open()]);
    try {
      const runs = await admin.query('SELECT count(*)::int AS n FROM public.migration_runs');
      expect(runs.rows[0].n).toBe(1);
      const applied = await admin.query('SELECT name FROM lock_probe.migrations');
      expect(applied.rows).toEqual([{ name: 'RecordRun1700000000000' }]);
    } finally {
      await Promise.all(copies.map((copy) => copy.destroy()));
    }
  });

  it('waits while another run holds the lock, then finds its work done', async () => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATIONS_LOCK_NAME]);
    let opened = false;
    const opening = open().then((dataSource) => {
      opened = true;
      return dataSource;
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(opened).toBe(false);
    const runsWhileLocked = await admin.query('SELECT count(*)::int AS n FROM public.migration_runs');
    expect(runsWhileLocked.rows[0].n).toBe(0);

    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATIONS_LOCK_NAME]);
    await (await opening).destroy();
    const runs = await admin.query('SELECT count(*)::int AS n FROM public.migration_runs');
    expect(runs.rows[0].n).toBe(1);
  });

  it('migrateSchema (the migrations Job) applies, reports and closes; a second run applies nothing', async () => {
    await expect(migrateSchema(options())).resolves.toEqual(['RecordRun1700000000000']);
    await expect(migrateSchema(options())).resolves.toEqual(['RecordRun1700000000000']);
    const runs = await admin.query('SELECT count(*)::int AS n FROM public.migration_runs');
    expect(runs.rows[0].n).toBe(1);
    // Closed: no connection of this database is left but the test's own. A backend leaves pg_stat_activity a moment
    // after its client said goodbye, so this waits (briefly) for that; a pool left open would stay past the wait.
    const othersLeft = async () =>
      (
        await admin.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        )
      ).rows[0].n as number;
    await expect(waitFor(othersLeft, (n) => n === 0, 3_000)).resolves.toBe(0);
  });
});

describe('pooled connections', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('plan_cache');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('plan every execution of a named statement for its own values, never compile it, and find the schema first', async () => {
    const dataSource = await openSchemaDataSource(
      schemaDataSourceOptions({ schema: 'plan_probe', url: db.url, entities: [], migrations: [] }),
    );
    try {
      const [mode] = await dataSource.query('SHOW plan_cache_mode');
      expect(mode.plan_cache_mode).toBe('force_custom_plan');
      const [path] = await dataSource.query('SHOW search_path');
      expect(path.search_path).toMatch(/^plan_probe, ?public$/);
      const [jit] = await dataSource.query('SHOW jit');
      expect(jit.jit).toBe('off');
    } finally {
      await dataSource.destroy();
    }
  });
});
