import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { CONSENT_COOKIE_NAME, sessionCookieName } from '@petcora/contracts';
import type { TraceContext } from '@petcora/tracing';
import { REMOTE_NAMES, type GatewayConfig, type RemoteName, type ServiceName } from './config/gateway-config';
import { adminStats } from './composition/admin-stats';
import { remoteList } from './composition/remote-list';
import { searchAll } from './composition/search';
import { issueCsrfCookie, ownOrigin, requireCsrfToken } from './csrf/csrf';
import { requireTopLevelNavigation } from './csrf/navigation-only';
import { healthRoutes } from './health/health';
import { resolveIdentity, stripClientIdentity } from './identity/identity-middleware';
import { IdentityTokenCache } from './identity/identity-token-cache';
import { SessionResolver } from './identity/session-resolver';
import type { SessionEvictions } from './identity/sign-out-broadcast';
import { createJsonLogger, describeError, type Logger } from './logging/logger';
import { requestLogger } from './logging/request-logger';
import { noStoreForPersonalAnswers } from './proxy/personal-answers';
import { hasDotSegment } from './proxy/route-table';
import { createUpstreamPools, routeByPrefix } from './proxy/service-proxy';
import { deploymentRoutes } from './deployment/deployment-routes';
import { mountApiFastLane } from './fast-lane/api-fast-lane';
import { type DeploymentStore, MemoryDeploymentStore } from './deployment/deployment-store';
import { LiveDeployment } from './deployment/live-deployment';
import { RemoteBuilds } from './deployment/remote-builds';
import { requestId, traceOf } from './request-id/request-id';
import {
  apiRateLimit,
  credentialRateLimit,
  CREDENTIAL_PATHS,
  type SharedRateLimits,
} from './security/rate-limits';
import { securityHeaders } from './security/security-headers';
import { remoteBundles, shellApp, shellPage } from './static/static-assets';
import type { UpstreamPool } from './upstreams/upstream-pool';

export interface GatewayDependencies {
  logger?: Logger;
  /** Connects this copy's session cache to the others (main.ts passes one when REDIS_URL is set). */
  signOuts?: (sessions: SessionEvictions) => { publish(sessionCookie: string, trace?: TraceContext): void };
  /** Records request metrics (main.ts passes one when METRICS_PORT is set; see metrics/gateway-metrics.ts). */
  metrics?: RequestHandler;
  /** The copies of each service; by default made from the config, with their readiness checks started. */
  upstreamPools?: Record<ServiceName, UpstreamPool>;
  /** Rate limits counted in Redis, shared by every copy (main.ts passes one); by default each copy counts alone. */
  rateLimits?: SharedRateLimits;
  /** Where deployment switches are shared between copies (main.ts: Redis); by default this copy alone. */
  deploymentStore?: DeploymentStore;
}

const deploymentByApp = new WeakMap<Express, LiveDeployment>();

/** What is live in a gateway app (remote versions, service addresses): tests wait on `reload()`, shutdown closes it. */
export function deploymentOf(app: Express): LiveDeployment {
  const live = deploymentByApp.get(app);
  if (!live) throw new Error('not an app made by createGateway');
  return live;
}

const poolsByApp = new WeakMap<Express, Record<ServiceName, UpstreamPool>>();

/**
 * The copies of each service a gateway app sends requests to: `setAddresses` switches a service to other copies at
 * run time (deployments), `stop()` ends their readiness checks (tests, shutdown).
 */
export function upstreamPoolsOf(app: Express): Record<ServiceName, UpstreamPool> {
  const pools = poolsByApp.get(app);
  if (!pools) throw new Error('not an app made by createGateway');
  return pools;
}

/**
 * The config seen by the gateway's own calls to services (session lookups, composition): each read of
 * `services.<name>` gives a ready copy, like the proxy's requests.
 */
function balancedConfig(config: GatewayConfig, pools: Record<ServiceName, UpstreamPool>): GatewayConfig {
  const services = {} as Record<ServiceName, string>;
  for (const name of Object.keys(pools) as ServiceName[])
    Object.defineProperty(services, name, {
      enumerable: true,
      get: () => pools[name].pick() ?? pools[name].addresses[0]!,
    });
  return { ...config, services };
}

/** A path with `.` or `..` segments could be normalised by a service into one the route table never allowed. */
const refuseDotSegments: RequestHandler = (req, res, next) => {
  if (hasDotSegment(req.path)) {
    res.status(400).json({ message: 'Bad request path' });
    return;
  }
  next();
};

const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/** Builds the gateway's Express app (it does not listen; main.ts does, tests use supertest). */
export function createGateway(configured: GatewayConfig, deps: GatewayDependencies = {}): Express {
  const pools = deps.upstreamPools ?? createUpstreamPools(configured);
  const config = balancedConfig(configured, pools);
  const logger = deps.logger ?? createJsonLogger(config.logLevel);
  // `__Host-` in production: a sibling subdomain can neither plant nor read it.
  const cookieName = sessionCookieName(config.isProduction);
  const sessions = new SessionResolver({
    cookieName,
    get accountServiceUrl() {
      return config.services.account;
    },
    ttlMs: config.identityCacheTtlMs,
    timeoutMs: config.sessionLookupTimeoutMs,
    logger,
  });
  const broadcast = deps.signOuts?.(sessions);
  const authenticate = resolveIdentity(
    sessions,
    new IdentityTokenCache(config.identityTokenPrivateKey),
    cookieName,
    (cookie, trace) => broadcast?.publish(cookie, trace),
  );

  const remoteBuilds = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, new RemoteBuilds(name, config.staticDirs.remotes[name])]),
  ) as Record<RemoteName, RemoteBuilds>;
  const live = new LiveDeployment(
    config,
    remoteBuilds,
    pools,
    deps.deploymentStore ?? new MemoryDeploymentStore(),
    logger,
  );
  void live.reload();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  // The pages: a hint when no session cookie came (no 401 to log), the route's remote preloaded (ADR 0039).
  const pageOptions = {
    sessionCookie: cookieName,
    consentCookie: CONSENT_COOKIE_NAME,
    remoteManifestUrl: async (remote: string) =>
      ((await live.remoteList()) as Record<string, string | undefined>)[remote],
  };

  // Every request: an id, one log line, and no client-chosen identity.
  const everyRequest: RequestHandler[] = [
    requestId(),
    ...(deps.metrics ? [deps.metrics] : []),
    requestLogger(logger),
    stripClientIdentity(),
  ];
  const headersAndPath: RequestHandler[] = [
    securityHeaders({
      remoteUrls: Object.values(config.remotes),
      isProduction: config.isProduction,
      paymentSdkUrl: config.paymentSdkUrl,
    }),
    issueCsrfCookie({ secure: config.isProduction }),
    refuseDotSegments,
    noStoreForPersonalAnswers(),
  ];
  // Abuse limits, then CSRF, before anything reaches a service. No body parser anywhere: bodies stream through.
  const limitApi = apiRateLimit(config.rateLimits.apiPerMinute, deps.rateLimits);
  const csrfChecks: RequestHandler[] = [requireCsrfToken(), requireTopLevelNavigation(ownOrigin)];
  const proxyByRoute = routeByPrefix({ config, logger, authenticate, pools });
  const search = searchAll(config, logger);

  app.use(everyRequest);
  app.use(healthRoutes(pools));
  app.use(headersAndPath);
  app.use(CREDENTIAL_PATHS, credentialRateLimit(config.rateLimits.authPerMinute, deps.rateLimits));
  app.use('/api', limitApi.chain);
  // Bearer-token calls (no cookie, so no CSRF to fear), answered by the gateway itself: ADR 0035.
  app.use(deploymentRoutes({ token: config.deployToken, live, logger }));
  app.use(csrfChecks);

  // Answered by the gateway itself.
  app.get('/api/remotes', remoteList(live));
  app.get('/api/search/all', authenticate, search);
  app.get('/api/admin/stats', authenticate, adminStats(config, logger));

  // Everything in the route table goes to its service.
  app.use(proxyByRoute);

  // `/api/callback` is the sign-in completion PAGE of the spec, not an API call.
  app.get('/api/callback', shellPage(config.staticDirs.shell, pageOptions));
  app.use(['/api', '/internal', '/health', '/admin/queues'], notFound);

  app.use(remoteBundles(config.staticDirs.remotes));
  app.use(shellApp(config.staticDirs.shell, pageOptions));
  app.use(notFound);

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status =
      typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500)
      logger.error('unhandled error', { url: req.originalUrl, error: describeError(err) }, traceOf(res));
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).json({
      message: status === 500 ? 'Internal server error' : status === 404 ? 'Not found' : 'Bad request',
    });
  };
  app.use(onError);
  // Plain proxied API calls take the same steps as in the chain above, in the same order, before Express
  // (fast-lane/api-fast-lane.ts); every other request goes through the chain.
  const laneChecks = [...everyRequest, ...headersAndPath, limitApi.lane, ...csrfChecks];
  mountApiFastLane(app, {
    steps: [...laneChecks, proxyByRoute],
    onError,
    fallThrough: notFound,
    // The search is read as often as the feed (at least as fast through the gateway).
    ownGets: { '/api/search/all': [...laneChecks, authenticate, search] },
  });
  poolsByApp.set(app, pools);
  deploymentByApp.set(app, live);
  return app;
}
