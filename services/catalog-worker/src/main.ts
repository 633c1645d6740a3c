import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CATALOG_SYNC_QUEUE } from '@petcora/contracts';
import { JsonLogger } from '@petcora/nest-common';
import { CatalogWorkerModule } from './app.module';
import { loadCatalogWorkerConfig } from './config/catalog-worker-env';
import { createHealthServer, listen } from './health/health-server';
import { workerReadinessProbes } from './health/worker-probes';
import { createWorkerMetrics } from './metrics/worker-metrics';

/** The catalogue worker: a Nest application context (no HTTP API) plus a two-route health server. */
async function bootstrap(): Promise<void> {
  const logger = new Logger('CatalogWorker');
  const config = loadCatalogWorkerConfig();
  const app = await NestFactory.createApplicationContext(CatalogWorkerModule.register(config), {
    bufferLogs: false,
    logger: new JsonLogger('catalog-worker'),
  });

  const health = createHealthServer(workerReadinessProbes(app), createWorkerMetrics(app));
  const port = await listen(health, config.healthPort, config.healthHost);
  logger.log(
    `Catalogue worker consuming "${CATALOG_SYNC_QUEUE}"; Square at ${config.square.baseUrl}; health and /metrics on ${config.healthHost}:${port}`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: closing the worker, queue and database`);
    health.close();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      logger.error(`Shutdown failed: ${String(error)}`);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
