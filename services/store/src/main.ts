import 'reflect-metadata';
import { bootstrapService, validateEnv } from '@petcora/nest-common';
import { StoreEnv } from './config/store-env';
import { AppModule } from './app.module';

async function main(): Promise<void> {
  // Fail fast with one clear message before anything connects.
  validateEnv(StoreEnv);
  await bootstrapService(AppModule, { name: 'store-service', defaultPort: 3003 });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
