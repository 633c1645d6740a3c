import { webPaymentsSdkUrl } from '@petcora/contracts';
import type { KeyObject } from 'node:crypto';
import path from 'node:path';
import {
  IdentityKeyError,
  isDevelopmentLike,
  readIdentityPrivateKey,
  weakSecretReason,
} from '@petcora/identity';
import {
  InvalidUpstreamAddressError,
  MAX_COPIES_PER_SERVICE,
  upstreamOrigin,
} from '../upstreams/upstream-pool';

export type ServiceName = 'account' | 'social' | 'store';
export const SERVICE_NAMES: readonly ServiceName[] = ['account', 'social', 'store'];

export type RemoteName = 'social' | 'store' | 'account';
export const REMOTE_NAMES: readonly RemoteName[] = ['social', 'store', 'account'];

export type LogLevel = 'silent' | 'error' | 'warn' | 'info';

export interface GatewayConfig {
  port: number;
  /** NODE_ENV as given ('' when unset). */
  nodeEnv: string;
  /** Everything but NODE_ENV=development or test (isDevelopmentLike): secure cookies, no development key. */
  isProduction: boolean;
  /** The first address of each service (composition, session lookups, health). */
  services: Record<ServiceName, string>;
  /** Every copy of each service (comma-separated in *_SERVICE_URL); the proxy balances over the ready ones. */
  serviceAddresses: Record<ServiceName, string[]>;
  /** How often the copies of a service with several addresses are checked for readiness. */
  upstreamCheckIntervalMs: number;
  /** ES256 key that signs identity tokens (IDENTITY_TOKEN_PRIVATE_KEY); only the gateway holds it. */
  identityTokenPrivateKey: KeyObject;
  /** Longest a proxied request may wait for its upstream before the client gets a 503. */
  upstreamTimeoutMs: number;
  /** Per-upstream timeout of the composed reads (search, admin stats). */
  compositionTimeoutMs: number;
  /** How long a resolved session stays cached; sign-out evicts it early. */
  identityCacheTtlMs: number;
  /** Timeout of the session lookup at the account service. */
  sessionLookupTimeoutMs: number;
  /**
   * Remote name → manifest URL pinned by configuration (REMOTE_<NAME>_URL); a remote without one is served at its
   * latest build's version unless the deployment call switched it (ADR 0035).
   */
  remotes: Partial<Record<RemoteName, string>>;
  /**
   * Square's Web Payments SDK script the checkout loads (the CSP allows its origin alone): Square's sandbox or
   * production script by SQUARE_APPLICATION_ID, else the local emulator's stand-in (SQUARE_EMULATOR_PUBLIC_URL).
   */
  paymentSdkUrl: string;
  /** Bearer token of the deployment calls (GATEWAY_DEPLOY_TOKEN); null turns them off (404). */
  deployToken: string | null;
  /** Hosts a service may be switched to besides those of the configured service URLs (DEPLOY_UPSTREAM_HOSTS). */
  deployUpstreamHosts: string[];
  staticDirs: { shell: string; remotes: Record<RemoteName, string> };
  /** The `trustProxy` setting (Fastify's, Express's `trust proxy` before it): false, a hop count, or a list of trusted addresses/subnets. */
  trustProxy: boolean | number | string;
  rateLimits: { apiPerMinute: number; authPerMinute: number };
  logLevel: LogLevel;
  /** Sign-outs travel between gateway copies through Redis (identity/sign-out-broadcast.ts). */
  redisUrl: string;
  /** Port of the separate Prometheus listener (`/metrics`, never on the public port); 0 = none. */
  metricsPort: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Same depth from src/config and dist/config, so the defaults work from sources (tests) and from the build. */
const GATEWAY_ROOT = path.resolve(__dirname, '..', '..');
const REPO_ROOT = path.resolve(GATEWAY_ROOT, '..');

const DEFAULT_SERVICE_URLS: Record<ServiceName, string> = {
  account: 'http://127.0.0.1:3001',
  social: 'http://127.0.0.1:3002',
  store: 'http://127.0.0.1:3003',
};

type Env = Record<string, string | undefined>;

/** Reads and validates the gateway's environment; every problem is reported at once. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV?.trim() ?? '';
  // Fails closed: unset, staging or any other value runs as production.
  const isProduction = !isDevelopmentLike(env);

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  /** One address, or several copies separated by commas (each `http(s)://host:port`, at most MAX_COPIES_PER_SERVICE). */
  const httpUrls = (name: string, fallback: string): string[] => {
    const raw = env[name]?.trim() || fallback;
    const parts = raw.split(',').map((part) => part.trim());
    try {
      if (parts.some((part) => !part)) throw new InvalidUpstreamAddressError('empty address');
      if (parts.length > MAX_COPIES_PER_SERVICE)
        throw new InvalidUpstreamAddressError(`at most ${MAX_COPIES_PER_SERVICE} addresses`);
      return [...new Set(parts.map(upstreamOrigin))];
    } catch (error) {
      if (!(error instanceof InvalidUpstreamAddressError)) throw error;
      problems.push(
        `${name} must be one http(s)://host:port address or several separated by commas (got "${raw.slice(0, 200)}")`,
      );
      return [fallback];
    }
  };
  const serviceAddresses = {
    account: httpUrls('ACCOUNT_SERVICE_URL', DEFAULT_SERVICE_URLS.account),
    social: httpUrls('SOCIAL_SERVICE_URL', DEFAULT_SERVICE_URLS.social),
    store: httpUrls('STORE_SERVICE_URL', DEFAULT_SERVICE_URLS.store),
  };

  /** A remote's manifest may live on this gateway (a path) or on a CDN (an absolute URL); unset = latest build. */
  const remoteUrl = (name: string): string | undefined => {
    const raw = env[name]?.trim();
    if (!raw) return undefined;
    if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return raw;
    } catch {
      // reported below
    }
    problems.push(`${name} must be a path starting with / or an http(s) URL (got "${raw}")`);
    return undefined;
  };
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTE_NAMES) {
    const url = remoteUrl(`REMOTE_${remote.toUpperCase()}_URL`);
    if (url) remotes[remote] = url;
  }

  const deployToken = (() => {
    const raw = env.GATEWAY_DEPLOY_TOKEN?.trim();
    if (!raw) return null;
    const weakness = isProduction ? weakSecretReason(raw) : null;
    if (weakness) problems.push(`GATEWAY_DEPLOY_TOKEN ${weakness}; generate one with: openssl rand -hex 32`);
    return raw;
  })();
  const deployUpstreamHosts = (env.DEPLOY_UPSTREAM_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of deployUpstreamHosts)
    if (!/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host))
      problems.push(`DEPLOY_UPSTREAM_HOSTS must list host names or addresses (got "${host}")`);

  const directory = (name: string, fallback: string): string => {
    const raw = env[name]?.trim();
    return raw ? path.resolve(raw) : fallback;
  };

  // Refuses a missing key, a non-P-256 key and (in production) the committed development key (holes 4 and 10).
  const identityTokenPrivateKey = (() => {
    try {
      return readIdentityPrivateKey(env);
    } catch (error) {
      if (!(error instanceof IdentityKeyError)) throw error;
      problems.push(error.message);
      return undefined;
    }
  })();

  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);

  const logLevel = (() => {
    const raw = env.LOG_LEVEL?.trim();
    const levels: LogLevel[] = ['silent', 'error', 'warn', 'info'];
    if (!raw) return nodeEnv === 'test' ? 'silent' : 'info';
    if ((levels as string[]).includes(raw)) return raw as LogLevel;
    problems.push(`LOG_LEVEL must be one of ${levels.join(', ')} (got "${raw}")`);
    return 'info';
  })();

  const config: GatewayConfig = {
    port: integer('GATEWAY_PORT', 8080, 0, 65535),
    nodeEnv,
    isProduction,
    services: {
      account: serviceAddresses.account[0]!,
      social: serviceAddresses.social[0]!,
      store: serviceAddresses.store[0]!,
    },
    serviceAddresses,
    upstreamCheckIntervalMs: integer('UPSTREAM_CHECK_INTERVAL_MS', 2_000, 50, 60_000),
    // Undefined only when a problem was recorded, and then the config is never returned.
    identityTokenPrivateKey: identityTokenPrivateKey as KeyObject,
    upstreamTimeoutMs: integer('UPSTREAM_TIMEOUT_MS', 10_000, 1, 600_000),
    compositionTimeoutMs: integer('COMPOSITION_TIMEOUT_MS', 3_000, 1, 60_000),
    identityCacheTtlMs: integer('IDENTITY_CACHE_TTL_MS', 5_000, 1, 300_000),
    sessionLookupTimeoutMs: integer('SESSION_LOOKUP_TIMEOUT_MS', 2_000, 1, 60_000),
    remotes,
    paymentSdkUrl: webPaymentsSdkUrl(
      env.SQUARE_APPLICATION_ID?.trim() || undefined,
      env.SQUARE_EMULATOR_PUBLIC_URL?.trim() || undefined,
    ),
    deployToken,
    deployUpstreamHosts,
    staticDirs: {
      shell: directory('SHELL_DIST_DIR', path.join(REPO_ROOT, 'shell', 'dist')),
      remotes: {
        social: directory('MFE_SOCIAL_DIST_DIR', path.join(REPO_ROOT, 'mfe-social', 'dist')),
        store: directory('MFE_STORE_DIST_DIR', path.join(REPO_ROOT, 'mfe-store', 'dist')),
        account: directory('MFE_ACCOUNT_DIST_DIR', path.join(REPO_ROOT, 'mfe-account', 'dist')),
      },
    },
    trustProxy,
    rateLimits: {
      apiPerMinute: integer('RATE_LIMIT_API_PER_MIN', 600, 1, 1_000_000),
      authPerMinute: integer('RATE_LIMIT_AUTH_PER_MIN', 20, 1, 1_000_000),
    },
    logLevel,
    metricsPort: integer('METRICS_PORT', 0, 0, 65535),
    redisUrl: (() => {
      const raw = env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
      if (!/^rediss?:\/\//.test(raw)) problems.push(`REDIS_URL must be a redis:// URL (got "${raw}")`);
      return raw;
    })(),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** TRUST_PROXY: unset/false → off; true; a hop count; or a comma-separated list of addresses/subnets ("loopback"). */
function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  if (/^[\w.:/,\s-]+$/.test(value)) return value;
  problems.push(`TRUST_PROXY must be true, false, a hop count or a list of addresses (got "${value}")`);
  return false;
}
