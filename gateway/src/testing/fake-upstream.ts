import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import type { FastifyInstance } from 'fastify';
import type { IdentityClaims } from '@petcora/contracts';
import {
  DEV_IDENTITY_TOKEN_PUBLIC_KEY,
  IDENTITY_AUDIENCES,
  isDevelopmentLike,
  verifyIdentityToken,
  type IdentityAudience,
} from '@petcora/identity';
import { loadConfig, type GatewayConfig } from '../config/gateway-config';

export interface RecordedRequest {
  service: string;
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body as UTF-8 text, and byte for byte in base64. */
  body: string;
  bodyBase64: string;
}

export interface FakeUpstream {
  name: string;
  url: string;
  app: Express;
  /** Requests that reached the echo handler, oldest first. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free port standing in for a service. Routes added by `configure` answer first;
 * everything else is echoed back as JSON (method, path, headers, raw body) and recorded.
 */
export async function startFakeUpstream(
  name: string,
  configure?: (app: Express) => void,
): Promise<FakeUpstream> {
  const app = express();
  const requests: RecordedRequest[] = [];
  configure?.(app);
  app.use(express.raw({ type: () => true, limit: '20mb' }), (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const recorded: RecordedRequest = {
      service: name,
      method: req.method,
      path: req.originalUrl,
      headers: req.headers,
      body: raw.toString('utf8'),
      bodyBase64: raw.toString('base64'),
    };
    requests.push(recorded);
    res.json(recorded);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    app,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL on which nothing listens (the port was free a moment ago): connections are refused at once. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export function makeTempDir(prefix = 'petcora-gateway-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The public half of the committed development key the gateway signs with in tests (no key configured). */
const DEV_PUBLIC_KEY = createPublicKey(DEV_IDENTITY_TOKEN_PUBLIC_KEY);

/** The claims of an identity token a service named `audience` would accept, or null. */
export function readIdentity(token: string | undefined, audience: IdentityAudience): IdentityClaims | null {
  return verifyIdentityToken(token, DEV_PUBLIC_KEY, audience);
}

/** The one service an identity token is valid for, or null. */
export function audienceOf(token: string | undefined): IdentityAudience | null {
  return IDENTITY_AUDIENCES.find((audience) => readIdentity(token, audience)) ?? null;
}

/** Production (any NODE_ENV but development and test) refuses the committed key: such tests sign with a throwaway one. */
const PRODUCTION_TEST_KEY = String(
  generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
);

/** A validated config pointing at the given upstreams; static dirs default to a folder that does not exist. */
export function testConfig(env: Record<string, string | undefined> = {}): GatewayConfig {
  const nowhere = path.join(os.tmpdir(), 'petcora-gateway-no-such-dir');
  const mode = { NODE_ENV: 'test', ...env };
  return loadConfig({
    SHELL_DIST_DIR: nowhere,
    MFE_SOCIAL_DIST_DIR: nowhere,
    MFE_STORE_DIST_DIR: nowhere,
    MFE_ACCOUNT_DIST_DIR: nowhere,
    ...(isDevelopmentLike(mode) ? {} : { IDENTITY_TOKEN_PRIVATE_KEY: PRODUCTION_TEST_KEY }),
    ...mode,
  });
}

/** A gateway config (testConfig) whose three services are the given fake upstreams, plus `env`. */
export function configFor(
  upstreams: { account: FakeUpstream; social: FakeUpstream; store: FakeUpstream },
  env: Record<string, string | undefined> = {},
): GatewayConfig {
  return testConfig({
    ACCOUNT_SERVICE_URL: upstreams.account.url,
    SOCIAL_SERVICE_URL: upstreams.social.url,
    STORE_SERVICE_URL: upstreams.store.url,
    ...env,
  });
}

/** Cookie + header pair that passes the double-submit check. */
export const CSRF_TOKEN = 'test-csrf-token-0123456789abcdef';
export const withCsrf = (cookies: string[] = []) => ({
  Cookie: [`XSRF-TOKEN=${CSRF_TOKEN}`, ...cookies].join('; '),
  'X-XSRF-TOKEN': CSRF_TOKEN,
});

const readyApps = new WeakMap<FastifyInstance, Promise<unknown>>();

/**
 * What supertest calls for a gateway app: a fresh server (as supertest makes for a plain request handler) passing
 * each request to the app's own routing once the app is ready. Servers and request handlers are handed on as they are.
 */
export function gatewayServer(
  app: FastifyInstance | http.Server | http.RequestListener,
): http.Server | http.RequestListener {
  if (typeof app === 'function' || app instanceof http.Server) return app;
  let ready = readyApps.get(app);
  if (!ready) {
    ready = Promise.resolve(app.ready());
    readyApps.set(app, ready);
  }
  return http.createServer((req, res) => {
    ready.then(
      () => app.routing(req, res),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
}
