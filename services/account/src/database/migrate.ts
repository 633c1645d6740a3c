// `node dist/database/migrate.js`: the account schema's pending migrations, then exit (Kubernetes migrations Job).
import 'reflect-metadata';
import { runMigrateCommand } from '@petcora/nest-common';
import { accountDatabaseOptions } from './account-database';

void runMigrateCommand(accountDatabaseOptions);
