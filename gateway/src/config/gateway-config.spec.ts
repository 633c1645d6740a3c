import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { DEV_IDENTITY_TOKEN_PRIVATE_KEY, DEV_IDENTITY_TOKEN_PUBLIC_KEY } from '@petcora/identity';
import { ConfigError, loadConfig } from './gateway-config';

const publicDer = (key: Parameters<typeof createPublicKey>[0]) =>
  createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64');

const repoRoot = path.resolve(__dirname, '..', '..', '..');

function productionKey(): string {
  const own = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
  return String(own.export({ type: 'pkcs8', format: 'pem' }));
}

describe('loadConfig', () => {
  it('has working defaults for a local run (NODE_ENV=development, as npm start sets it)', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.isProduction).toBe(false);
    expect(config.port).toBe(8080);
    expect(config.services).toEqual({
      account: 'http://127.0.0.1:3001',
      social: 'http://127.0.0.1:3002',
      store: 'http://127.0.0.1:3003',
    });
    // The committed development key (development and test only; refused otherwise, below).
    expect(publicDer(config.identityTokenPrivateKey)).toBe(publicDer(DEV_IDENTITY_TOKEN_PUBLIC_KEY));
    expect(config.upstreamTimeoutMs).toBe(10_000);
    expect(config.identityCacheTtlMs).toBe(5_000);
    // No remote pinned: each is served at its latest build (ADR 0035); no deployment calls without a token.
    expect(config.remotes).toEqual({});
    expect(config.deployToken).toBeNull();
    expect(config.deployUpstreamHosts).toEqual([]);
    expect(config.staticDirs.shell).toBe(path.join(repoRoot, 'shell', 'dist'));
    expect(config.staticDirs.remotes.social).toBe(path.join(repoRoot, 'mfe-social', 'dist'));
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimits).toEqual({ apiPerMinute: 600, authPerMinute: 20 });
    expect(config.logLevel).toBe('info');
  });

  it('reads every override', () => {
    const config = loadConfig({
      GATEWAY_PORT: '9090',
      ACCOUNT_SERVICE_URL: 'http://account:3001/',
      UPSTREAM_TIMEOUT_MS: '2500',
      IDENTITY_CACHE_TTL_MS: '1000',
      SHELL_DIST_DIR: '/srv/shell',
      MFE_STORE_DIST_DIR: '/srv/store',
      REMOTE_SOCIAL_URL: 'https://cdn.example/social/mf-manifest.json',
      TRUST_PROXY: '1',
      RATE_LIMIT_API_PER_MIN: '100',
      RATE_LIMIT_AUTH_PER_MIN: '5',
      NODE_ENV: 'test',
    });
    expect(config.port).toBe(9090);
    expect(config.services.account).toBe('http://account:3001');
    expect(config.upstreamTimeoutMs).toBe(2500);
    expect(config.identityCacheTtlMs).toBe(1000);
    expect(config.staticDirs.shell).toBe('/srv/shell');
    expect(config.staticDirs.remotes.store).toBe('/srv/store');
    expect(config.remotes.social).toBe('https://cdn.example/social/mf-manifest.json');
    expect(config.trustProxy).toBe(1);
    expect(config.rateLimits).toEqual({ apiPerMinute: 100, authPerMinute: 5 });
    expect(config.logLevel).toBe('silent');
  });

  it.each([
    ['unset', {}],
    ['empty', { NODE_ENV: '' }],
    ['staging', { NODE_ENV: 'staging' }],
    ['prod', { NODE_ENV: 'prod' }],
  ])(
    'runs as production with NODE_ENV %s: the development key is refused',
    (_name, mode: Record<string, string>) => {
      expect(() => loadConfig(mode)).toThrow(/IDENTITY_TOKEN_PRIVATE_KEY must be set .*runs as production/);
      expect(() =>
        loadConfig({ ...mode, IDENTITY_TOKEN_PRIVATE_KEY: DEV_IDENTITY_TOKEN_PRIVATE_KEY }),
      ).toThrow(/IDENTITY_TOKEN_PRIVATE_KEY is the published development key/);
      const config = loadConfig({ ...mode, IDENTITY_TOKEN_PRIVATE_KEY: productionKey() });
      expect(config.isProduction).toBe(true);
    },
  );

  it.each(['development', 'test'])('accepts the development key with NODE_ENV=%s', (nodeEnv) => {
    for (const key of [undefined, DEV_IDENTITY_TOKEN_PRIVATE_KEY]) {
      const config = loadConfig({ NODE_ENV: nodeEnv, IDENTITY_TOKEN_PRIVATE_KEY: key });
      expect(publicDer(config.identityTokenPrivateKey)).toBe(publicDer(DEV_IDENTITY_TOKEN_PUBLIC_KEY));
      expect(config.isProduction).toBe(false);
    }
  });

  it('refuses production without its own identity signing key (holes 4 and 10)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /IDENTITY_TOKEN_PRIVATE_KEY must be set \(NODE_ENV=production runs as production/,
    );
    for (const refused of [
      DEV_IDENTITY_TOKEN_PRIVATE_KEY,
      'replace-with-the-gateway-private-key-pem',
      'x'.repeat(64),
    ])
      expect(() => loadConfig({ NODE_ENV: 'production', IDENTITY_TOKEN_PRIVATE_KEY: refused })).toThrow(
        /IDENTITY_TOKEN_PRIVATE_KEY/,
      );
    const own = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    const oneLinePem = String(own.export({ type: 'pkcs8', format: 'pem' }))
      .trim()
      .replace(/\n/g, '\\n');
    const config = loadConfig({ NODE_ENV: 'production', IDENTITY_TOKEN_PRIVATE_KEY: oneLinePem });
    expect(publicDer(config.identityTokenPrivateKey)).toBe(publicDer(own));
  });

  it('takes a deploy token, and refuses a weak one in production', () => {
    const strong = 'f3a9c27e8b1d4065a7e2c9d81b4f0e6a3c5d7b9e1f2a4c6e';
    const production = { NODE_ENV: 'production', IDENTITY_TOKEN_PRIVATE_KEY: productionKey() };
    expect(loadConfig({ ...production, GATEWAY_DEPLOY_TOKEN: strong }).deployToken).toBe(strong);
    for (const weak of [
      'deploy',
      'x'.repeat(64),
      'replace-with-a-url-safe-password',
      'abcdefghijklmnopqrstuvwxyz0123456',
    ])
      expect(() => loadConfig({ ...production, GATEWAY_DEPLOY_TOKEN: weak })).toThrow(/GATEWAY_DEPLOY_TOKEN/);
    // Development takes any token (the local stack and the delivery test use short ones).
    expect(loadConfig({ NODE_ENV: 'development', GATEWAY_DEPLOY_TOKEN: 'deploy' }).deployToken).toBe(
      'deploy',
    );
    expect(
      loadConfig({ NODE_ENV: 'development', DEPLOY_UPSTREAM_HOSTS: 'Social-2.internal, 10.0.0.7' })
        .deployUpstreamHosts,
    ).toEqual(['social-2.internal', '10.0.0.7']);
    expect(() => loadConfig({ NODE_ENV: 'development', DEPLOY_UPSTREAM_HOSTS: 'http://x/' })).toThrow(
      /DEPLOY_UPSTREAM_HOSTS/,
    );
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        GATEWAY_PORT: 'eighty',
        SOCIAL_SERVICE_URL: 'ftp://x',
        UPSTREAM_TIMEOUT_MS: '-1',
        REMOTE_STORE_URL: 'store.js',
        TRUST_PROXY: 'yes!',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/GATEWAY_PORT/);
    expect(problems).toMatch(/SOCIAL_SERVICE_URL/);
    expect(problems).toMatch(/UPSTREAM_TIMEOUT_MS/);
    expect(problems).toMatch(/REMOTE_STORE_URL/);
    expect(problems).toMatch(/TRUST_PROXY/);
  });
});
