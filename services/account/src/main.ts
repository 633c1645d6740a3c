import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { bootstrapService, secretFromEnv } from '@petcora/nest-common';
import { AppModule } from './app.module';
import { loadAccountEnv } from './config/account-env';

async function main(): Promise<void> {
  // Refuse to start on bad configuration, with one clear message, before opening any connection.
  loadAccountEnv();
  secretFromEnv('SESSION_SECRET');
  secretFromEnv('IDENTITY_TOKEN_SECRET');
  await bootstrapService(AppModule, { name: 'account-service', defaultPort: 3001 });
}

main().catch((error: Error) => {
  new Logger('account-service').error(error.message, error.stack);
  process.exit(1);
});
