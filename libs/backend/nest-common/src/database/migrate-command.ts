import { Logger } from '@nestjs/common';
import { BaseServiceEnv } from '../config/base-service-env';
import { validateEnv } from '../config/validate-env';
import { migrateSchema, type SchemaDatabaseOptions } from './typeorm-schema';

/**
 * A service's migrate entry point (`node dist/database/migrate.js`, run by the Kubernetes migrations Job before a
 * rollout): validates DATABASE_URL as the service would, runs the pending migrations under the migrations lock,
 * logs what the schema now has, and sets a failing exit code on error.
 */
export async function runMigrateCommand(
  databaseOptions: (databaseUrl: string) => SchemaDatabaseOptions,
): Promise<void> {
  const logger = new Logger('migrations');
  const started = Date.now();
  try {
    const options = databaseOptions(validateEnv(BaseServiceEnv).DATABASE_URL);
    const applied = await migrateSchema(options);
    logger.log(
      `schema ${options.schema} is at ${applied.at(-1) ?? 'no migration'} (${applied.length} applied, ${Date.now() - started} ms)`,
    );
  } catch (error) {
    logger.error((error as Error).message, (error as Error).stack);
    process.exitCode = 1;
  }
}
