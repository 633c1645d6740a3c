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
 * Opens the data source, creates the service's schema if needed (TypeORM migrations don't) and runs pending
 * migrations, each in its own transaction. Used at start-up and by integration tests alike.
 */
export async function openSchemaDataSource(
  options: DataSourceOptions & { schema?: string },
): Promise<DataSource> {
  const dataSource = new DataSource(withSearchPath(options));
  await dataSource.initialize();
  if (options.schema)
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema.replace(/"/g, '')}"`);
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
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
  const extra = { ...(options.extra ?? {}), options: `-c search_path=${schema},public` };
  return { ...options, extra };
}
