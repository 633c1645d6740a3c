// `node dist/database/migrate.js`: the social schema's pending migrations, then exit (Kubernetes migrations Job).
import 'reflect-metadata';
import { runMigrateCommand } from '@petcora/nest-common';
import { SOCIAL_ENTITIES, SOCIAL_MIGRATIONS, SOCIAL_SCHEMA } from './social-database';

void runMigrateCommand((url) => ({
  schema: SOCIAL_SCHEMA,
  url,
  entities: SOCIAL_ENTITIES,
  migrations: SOCIAL_MIGRATIONS,
}));
