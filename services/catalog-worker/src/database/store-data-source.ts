import { schemaDataSourceOptions } from '@petcora/nest-common';
import { CATALOG_ENTITIES, STORE_SCHEMA } from '@petcora/store-data';
import type { DataSourceOptions } from 'typeorm';

/**
 * The store schema, as the worker sees it: the catalogue entities only and no migrations (the store service owns
 * and runs them). `search_path` puts the store schema first, as the shared upsert names tables without a schema.
 */
export function storeDataSourceOptions(databaseUrl: string): DataSourceOptions {
  const base = schemaDataSourceOptions({
    schema: STORE_SCHEMA,
    url: databaseUrl,
    entities: CATALOG_ENTITIES,
    migrations: [],
  });
  return {
    ...base,
    extra: {
      ...(base as { extra?: object }).extra,
      max: 4,
      options: `-c search_path=${STORE_SCHEMA},public`,
    },
  } as DataSourceOptions;
}
