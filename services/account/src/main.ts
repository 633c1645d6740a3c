import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  createFastifyAdapter,
  JsonLogger,
  serveApiDocs,
  serveMetrics,
  traceRequestsOf,
} from '@petcora/nest-common';
import { AppModule } from './app.module';
import { checkAccountConfiguration } from './config/account-startup';
import { configureAccountApp } from './configure-account-app';

const logger = new Logger('account-service');

async function main(): Promise<void> {
  // Refuse to start on bad configuration, with one clear message, before opening any connection.
  checkAccountConfiguration();
  const app = await NestFactory.create(AppModule, createFastifyAdapter(), {
    bufferLogs: false,
    logger: new JsonLogger('account-service'),
  });
  traceRequestsOf(app, 'account-service');
  serveMetrics(app, 'account-service');
  configureAccountApp(app);
  serveApiDocs(app, 'account');
  const port = Number(process.env.PORT ?? 3001);
  await app.listen(port, process.env.HOST ?? '127.0.0.1');
  logger.log(`account-service listening on http://127.0.0.1:${port}`);
}

main().catch((error: Error) => {
  logger.error(error.message, error.stack);
  process.exit(1);
});
