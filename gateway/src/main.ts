import { createGateway, upstreamPoolsOf } from './app';
import { ConfigError, loadConfig } from './config/gateway-config';
import { RedisDeploymentStore } from './deployment/deployment-store';
import { SignOutBroadcast } from './identity/sign-out-broadcast';
import { createJsonLogger } from './logging/logger';
import { gatewayMetrics, metricsServer, observeUpstreams } from './metrics/gateway-metrics';
import { connectSharedRateLimits } from './security/rate-limits';

const SHUTDOWN_GRACE_MS = 10_000;

function main(): void {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const logger = createJsonLogger(config.logLevel);
  let broadcast: SignOutBroadcast | undefined;
  const metrics = config.metricsPort > 0 ? gatewayMetrics() : null;
  // Every gateway copy counts in Redis, so N copies give one budget per client (in memory while Redis is away).
  const rateLimits = connectSharedRateLimits(config.redisUrl, logger);
  const deploymentStore = new RedisDeploymentStore(config.redisUrl, logger);
  const app = createGateway(config, {
    logger,
    metrics: metrics?.middleware,
    signOuts: (sessions) => (broadcast = new SignOutBroadcast(config.redisUrl, sessions, logger)),
    rateLimits,
    // Remote versions and service addresses switched at run time, shared by every copy (ADR 0035).
    deploymentStore,
  });
  const upstreams = upstreamPoolsOf(app);
  if (metrics) observeUpstreams(metrics.registry, upstreams);
  const server = app.server;
  const failedToStart = (err: unknown) => {
    logger.error('gateway could not start', { error: String(err) });
    process.exit(1);
  };
  server.on('error', failedToStart);
  // Listened on as before (Node's default host: every address), once the app is ready.
  app.ready().then(
    () =>
      server.listen(config.port, () => {
        logger.info('gateway listening', {
          url: `http://localhost:${config.port}`,
          services: config.services,
        });
      }),
    failedToStart,
  );
  const metricsListener = metrics ? metricsServer(metrics.registry) : null;
  metricsListener?.listen(config.metricsPort, () =>
    logger.info('gateway metrics listening', { port: config.metricsPort, path: '/metrics' }),
  );

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('gateway shutting down', { signal });
    // Stop accepting; let requests in flight finish; idle keep-alive connections are closed now.
    metricsListener?.close();
    Object.values(upstreams).forEach((pool) => pool.stop());
    server.close(
      () =>
        void Promise.allSettled([broadcast?.close(), deploymentStore.close(), rateLimits.close()]).finally(
          () => process.exit(0),
        ),
    );
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('gateway shutdown timed out; closing open connections');
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main();
