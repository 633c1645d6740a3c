import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { type DeploymentStore, MemoryDeploymentStore } from './deployment/deployment-store';
import { LiveDeployment } from './deployment/live-deployment';
import { RemoteBuilds } from './deployment/remote-builds';
import { answerJson, appOfSteps, isGet, isUnder, pathOf, type Step } from './http/steps';
import { markOwnRoute } from './metrics/gateway-metrics';
import { rememberTrustProxy } from './proxy/client-address';
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
  metrics?: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  /** The copies of each service; by default made from the config, with their readiness checks started. */
  upstreamPools?: Record<ServiceName, UpstreamPool>;
  /** Rate limits counted in Redis, shared by every copy (main.ts passes one); by default each copy counts alone. */
  rateLimits?: SharedRateLimits;
  /** Where deployment switches are shared between copies (main.ts: Redis); by default this copy alone. */
  deploymentStore?: DeploymentStore;
}

const deploymentByApp = new WeakMap<FastifyInstance, LiveDeployment>();

/** What is live in a gateway app (remote versions, service addresses): tests wait on `reload()`, shutdown closes it. */
export function deploymentOf(app: FastifyInstance): LiveDeployment {
  const live = deploymentByApp.get(app);
  if (!live) throw new Error('not an app made by createGateway');
  return live;
}

const poolsByApp = new WeakMap<FastifyInstance, Record<ServiceName, UpstreamPool>>();

/**
 * The copies of each service a gateway app sends requests to: `setAddresses` switches a service to other copies at
 * run time (deployments), `stop()` ends their readiness checks (tests, shutdown).
 */
export function upstreamPoolsOf(app: FastifyInstance): Record<ServiceName, UpstreamPool> {
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
const refuseDotSegments: Step = (request, reply) => {
  if (hasDotSegment(pathOf(request, reply))) answerJson(request, reply, 400, { message: 'Bad request path' });
};

const notFound: Step = (request, reply) => answerJson(request, reply, 404, { message: 'Not found' });

/** `step` for requests at or below one of `prefixes` (letter case ignored); others pass it by. */
function under(prefixes: readonly string[], step: Step): Step {
  return (request, reply) => {
    const path = pathOf(request, reply);
    if (prefixes.some((prefix) => isUnder(path, prefix))) return step(request, reply);
  };
}

/** One step of the request path, named for the step-list test and for readers. */
export interface RequestStep {
  name: string;
  run: Step;
}

const stepsByApp = new WeakMap<FastifyInstance, readonly RequestStep[]>();

/** The ordered steps every request of a gateway app goes through (the test of the single path reads them). */
export function requestStepsOf(app: FastifyInstance): readonly RequestStep[] {
  const steps = stepsByApp.get(app);
  if (!steps) throw new Error('not an app made by createGateway');
  return steps;
}

/**
 * Builds the gateway's Fastify app (it does not listen; main.ts does, tests use `served(app)` or `app.inject`).
 * Every request goes through one ordered list of steps, `steps` below, read top to bottom as the request travels;
 * the first step that answers ends it.
 */
export function createGateway(configured: GatewayConfig, deps: GatewayDependencies = {}): FastifyInstance {
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

  // The pages: a hint when no session cookie came (no 401 to log), the route's remote preloaded (ADR 0039).
  const pageOptions = {
    sessionCookie: cookieName,
    consentCookie: CONSENT_COOKIE_NAME,
    remoteManifestUrl: async (remote: string) =>
      ((await live.remoteList()) as Record<string, string | undefined>)[remote],
  };

  const remotes = remoteList(live);
  const search = searchAll(config, logger);
  const stats = adminStats(config, logger);
  /** The gateway's own answers, each for its exact GET route; search and stats for an authenticated caller. */
  const ownAnswers: Step = (request, reply) => {
    const path = pathOf(request, reply);
    if (!isUnder(path, '/api')) return;
    if (isGet(request, path, '/api/remotes')) {
      markOwnRoute(request, '/api/remotes');
      return remotes(request, reply);
    }
    const own = isGet(request, path, '/api/search/all')
      ? { route: '/api/search/all', answer: search }
      : isGet(request, path, '/api/admin/stats')
        ? { route: '/api/admin/stats', answer: stats }
        : null;
    if (!own) return;
    markOwnRoute(request, own.route);
    const pending = authenticate(request, reply);
    return pending instanceof Promise
      ? pending.then(() => own.answer(request, reply))
      : own.answer(request, reply);
  };
  const callbackPage = shellPage(config.staticDirs.shell, pageOptions);

  // The request path, in order. No body parser anywhere: bodies stream through to the services.
  const steps: RequestStep[] = [
    // Every request: an id and a trace, metrics, one log line, and no client-chosen identity.
    { name: 'request id and trace', run: requestId() },
    ...(deps.metrics ? [{ name: 'metrics', run: metricsStep(deps.metrics) }] : []),
    { name: 'request log', run: requestLogger(logger) },
    { name: 'client identity stripped', run: stripClientIdentity() },
    { name: 'health', run: healthRoutes(pools) },
    {
      name: 'security headers',
      run: securityHeaders({
        remoteUrls: Object.values(config.remotes),
        isProduction: config.isProduction,
        paymentSdkUrl: config.paymentSdkUrl,
      }),
    },
    { name: 'CSRF cookie', run: issueCsrfCookie({ secure: config.isProduction }) },
    { name: 'dot segments refused', run: refuseDotSegments },
    { name: 'no-store for personal answers', run: noStoreForPersonalAnswers() },
    // Abuse limits, then CSRF, before anything reaches a service.
    {
      name: 'credential rate limit',
      run: under(CREDENTIAL_PATHS, credentialRateLimit(config.rateLimits.authPerMinute, deps.rateLimits)),
    },
    {
      name: 'API rate limit',
      run: under(['/api'], apiRateLimit(config.rateLimits.apiPerMinute, deps.rateLimits)),
    },
    // Bearer-token calls (no cookie, so no CSRF to fear), answered by the gateway itself: ADR 0035.
    { name: 'deployment routes', run: deploymentRoutes({ token: config.deployToken, live, logger }) },
    { name: 'CSRF check', run: requireCsrfToken() },
    { name: 'top-level navigation check', run: requireTopLevelNavigation(ownOrigin) },
    { name: "the gateway's own answers", run: ownAnswers },
    // Everything in the route table goes to its service.
    { name: 'route table to proxy', run: routeByPrefix({ config, logger, authenticate, pools }) },
    // `/api/callback` is the sign-in completion PAGE of the spec, not an API call.
    {
      name: 'sign-in completion page',
      run: (request, reply) => {
        if (isGet(request, pathOf(request, reply), '/api/callback')) return callbackPage(request, reply);
      },
    },
    {
      name: 'not found for API and internal paths',
      run: under(['/api', '/internal', '/health', '/admin/queues'], notFound),
    },
    { name: 'remote bundles', run: remoteBundles(config.staticDirs.remotes) },
    { name: 'shell app', run: shellApp(config.staticDirs.shell, pageOptions) },
    { name: 'not found', run: notFound },
  ];

  const onError = (err: unknown, request: FastifyRequest, reply: FastifyReply): void => {
    const failure = err as { status?: unknown; statusCode?: unknown } | null;
    const given = typeof failure?.status === 'number' ? failure.status : failure?.statusCode;
    const status = typeof given === 'number' && given >= 400 && given < 500 ? given : 500;
    if (status === 500)
      logger.error('unhandled error', { url: request.raw.url, error: describeError(err) }, traceOf(reply));
    const res = reply.raw;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message = status === 500 ? 'Internal server error' : status === 404 ? 'Not found' : 'Bad request';
    if (reply.sent) {
      // Hijacked for a proxied or static answer, failed before its head: written by hand.
      const body = JSON.stringify({ message });
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
      return;
    }
    answerJson(request, reply, status, { message });
  };
  const app = appOfSteps(
    {
      trustProxy: config.trustProxy,
      // Longer than a typical load balancer's idle timeout, so it never reuses a connection we just closed.
      keepAliveTimeout: 65_000,
      // Node's own default, which the gateway always had: a client must send its request within five minutes.
      requestTimeout: 300_000,
    },
    steps,
    onError,
  );
  rememberTrustProxy(app, config.trustProxy);

  poolsByApp.set(app, pools);
  deploymentByApp.set(app, live);
  stepsByApp.set(app, steps);
  return app;
}

/** The metrics recorder (connect-style, on Node's request and response) as a step; an error it passes on is thrown. */
function metricsStep(record: NonNullable<GatewayDependencies['metrics']>): Step {
  return (request, reply) => {
    let failure: unknown;
    record(request.raw, reply.raw, (error) => {
      failure = error;
    });
    if (failure) throw failure;
  };
}
