import { INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { serveApiDocs } from '../openapi/serve-api-docs';
import { configureFastify, createFastifyAdapter } from './fastify-platform';
import type { DeferredJsonBody } from './json-body';
import { enableGracefulShutdown } from './graceful-shutdown';
import { keepConnectionsAlive } from './keep-alive';
import { JsonLogger, traceRequestsOf } from './request-tracing';
import { serveMetrics } from './service-metrics';
import { ServiceValidationPipe } from './service-validation-pipe';

export interface ConfigureAppOptions {
  /** Routes whose larger JSON body is parsed after the identity guard instead. */
  deferJsonBody?: DeferredJsonBody;
  /** How long a stopping copy keeps serving while not ready; SHUTDOWN_DRAIN_MS by default (graceful-shutdown.ts). */
  shutdownDrainMs?: number;
}

/**
 * The behaviour every service shares: JSON bodies capped at 100 KB, strict DTO validation, JSON errors, keep-alive
 * connections that outlast the gateway's, graceful shutdown. Tests call it too; call it before `init()`/`listen()`.
 */
export function configureApp(app: INestApplication, options: ConfigureAppOptions = {}): INestApplication {
  configureFastify(app, options.deferJsonBody);
  app.useGlobalPipes(
    new ServiceValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
    }),
  );
  app.useGlobalFilters(new AllExceptionsFilter());
  keepConnectionsAlive(app);
  enableGracefulShutdown(app, options.shutdownDrainMs);
  return app;
}

export interface ServiceBootstrapOptions {
  name: string;
  defaultPort: number;
}

export async function bootstrapService(
  appModule: unknown,
  options: ServiceBootstrapOptions,
): Promise<INestApplication> {
  const logger = new Logger(options.name);
  const appOptions = { bufferLogs: false, logger: new JsonLogger(options.name) };
  // Every service bootstrapped here runs on Fastify (ADR 0077).
  const app = await NestFactory.create(appModule as never, createFastifyAdapter(), appOptions);
  traceRequestsOf(app, options.name);
  serveMetrics(app, options.name);
  configureApp(app);
  serveApiDocs(app, options.name.replace(/-service$/, ''));
  const port = Number(process.env.PORT ?? options.defaultPort);
  await app.listen(port, process.env.HOST ?? '127.0.0.1');
  logger.log(`${options.name} listening on http://127.0.0.1:${port}`);
  return app;
}
