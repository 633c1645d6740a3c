// `node dist/database/migrate.js`: the store schema's pending migrations, then exit (Kubernetes migrations Job).
import 'reflect-metadata';
import { runMigrateCommand } from '@petcora/nest-common';
import { STORE_SCHEMA } from '@petcora/store-data';
import { STORE_ENTITIES, STORE_MIGRATIONS } from './store-database';

void runMigrateCommand((url) => ({
  schema: STORE_SCHEMA,
  url,
  entities: STORE_ENTITIES,
  migrations: STORE_MIGRATIONS,
}));
