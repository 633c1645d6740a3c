import type { TypeOrmModuleAsyncOptions } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions, type EntitySchema, type MixedList } from 'typeorm';

export interface SchemaDatabaseOptions {
  /** Postgres schema owned by this service (account | social | store). */
  schema: string;
  url: string;
  entities: MixedList<Function | string | EntitySchema>;
  migrations: MixedList<Function | string>;
}

export function schemaDataSourceOptions(o: SchemaDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: o.url,
    schema: o.schema,
    entities: o.entities,
    migrations: o.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: { max: Number(process.env.DB_POOL_MAX ?? 10) },
  };
}

/**
 * The Postgres advisory lock every migration run holds (ADR 0024). One key for all services, not one per schema:
 * migrations also create extensions in the shared `public` schema, and two concurrent CREATE EXTENSIONs collide.
 */
export const MIGRATIONS_LOCK_NAME = 'petcora:migrations';

/**
 * Opens the data source, creates the service's schema if needed (TypeORM migrations don't) and runs pending
 * migrations, each in its own transaction, under the migrations lock: copies starting together and the Kubernetes
 * migrations Job take turns, and whoever comes second finds nothing pending. Used at start-up, by the migrate
 * entry points and by integration tests alike.
 */
export async function openSchemaDataSource(
  options: DataSourceOptions & { schema?: string },
): Promise<DataSource> {
  const dataSource = new DataSource(withSearchPath(options));
  await dataSource.initialize();
  await holdingMigrationsLock(dataSource, async () => {
    if (options.schema) await createSchemaIfMissing(dataSource, options.schema);
    await dataSource.runMigrations({ transaction: 'each' });
  });
  return dataSource;
}

/**
 * Creates the schema unless it exists. Checked first because CREATE SCHEMA IF NOT EXISTS needs the CREATE privilege on
 * the database even when the schema is there, and a service's own role (infra/database/service-roles.sql) owns its
 * schema without holding that privilege.
 */
async function createSchemaIfMissing(dataSource: DataSource, schema: string): Promise<void> {
  const found: unknown[] = await dataSource.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  if (found.length === 0) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
}

/**
 * Holds the session-level advisory lock on a pooled connection of its own while `work` runs on the others (so
 * the pool needs two connections; DB_POOL_MAX defaults to 10). The lock goes with the session if the process dies.
 */
async function holdingMigrationsLock(dataSource: DataSource, work: () => Promise<void>): Promise<void> {
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATIONS_LOCK_NAME]);
    try {
      await work();
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATIONS_LOCK_NAME]);
    }
  } finally {
    await lockHolder.release();
  }
}

/**
 * The body of a service's migrate entry point (`node dist/database/migrate.js`, the Kubernetes migrations Job):
 * runs the pending migrations under the lock, closes the connections, and leaves the exit code to the caller.
 */
export async function migrateSchema(options: SchemaDatabaseOptions): Promise<string[]> {
  const dataSource = await openSchemaDataSource(schemaDataSourceOptions(options));
  try {
    const applied: { name: string }[] = await dataSource.query(
      `SELECT name FROM "${options.schema.replace(/"/g, '')}"."migrations" ORDER BY id`,
    );
    return applied.map((row) => row.name);
  } finally {
    await dataSource.destroy();
  }
}

/** TypeOrmModule.forRootAsync options that migrate on start. `build` is called when the module initialises. */
export function typeOrmWithSchema(build: () => SchemaDatabaseOptions): TypeOrmModuleAsyncOptions {
  return {
    useFactory: () => schemaDataSourceOptions(build()),
    dataSourceFactory: async (options) => openSchemaDataSource(options as DataSourceOptions),
  };
}

/**
 * Puts the service's schema first on every pooled connection's search_path, so hand-written migrations and raw
 * queries name tables without a schema prefix. `public` stays for shared extensions (pg_trgm lives there).
 */
function withSearchPath(options: DataSourceOptions & { schema?: string }): DataSourceOptions {
  if (!options.schema || options.type !== 'postgres') return options;
  const schema = options.schema.replace(/[^a-z0-9_]/gi, '');
  // force_custom_plan: a named prepared statement (the social feed's, to skip re-parsing) is still planned for each
  // execution's values, exactly like an unnamed one; Postgres would otherwise switch to one generic plan after five.
  // jit=off: a statement the planner costs above jit_above_cost (recommended's, with 500 candidates to rank) was
  // compiled to machine code on every execution, ~6 ms of emission plus the compiled code's start-up for a statement
  // that runs in a few milliseconds; no statement of a request runs long enough to win it back.
  const extra = {
    ...(options.extra ?? {}),
    options: `-c search_path=${schema},public -c plan_cache_mode=force_custom_plan -c jit=off`,
  };
  return { ...options, extra };
}
