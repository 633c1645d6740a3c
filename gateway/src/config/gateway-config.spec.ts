import path from 'node:path';
import { ConfigError, DEV_IDENTITY_TOKEN_SECRET, loadConfig } from './gateway-config';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

describe('loadConfig', () => {
  it('has working defaults for a local run', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.services).toEqual({
      account: 'http://127.0.0.1:3001',
      social: 'http://127.0.0.1:3002',
      store: 'http://127.0.0.1:3003',
    });
    expect(config.identityTokenSecret).toBe(DEV_IDENTITY_TOKEN_SECRET);
    expect(config.upstreamTimeoutMs).toBe(10_000);
    expect(config.identityCacheTtlMs).toBe(5_000);
    expect(config.remotes).toEqual({
      social: '/mfe/social/mf-manifest.json',
      store: '/mfe/store/mf-manifest.json',
      account: '/mfe/account/mf-manifest.json',
    });
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
      IDENTITY_TOKEN_SECRET: 'x'.repeat(32),
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

  it('refuses production without a strong identity secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /IDENTITY_TOKEN_SECRET must be set when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', IDENTITY_TOKEN_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    );
    // Hole 4: long but predictable, published or placeholder values are refused too.
    for (const weak of [
      's'.repeat(32),
      DEV_IDENTITY_TOKEN_SECRET,
      'replace-with-output-of-openssl-rand-hex-32-aaaaaaaa',
    ])
      expect(() => loadConfig({ NODE_ENV: 'production', IDENTITY_TOKEN_SECRET: weak })).toThrow(
        /IDENTITY_TOKEN_SECRET/,
      );
    expect(
      loadConfig({ NODE_ENV: 'production', IDENTITY_TOKEN_SECRET: '9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c' })
        .isProduction,
    ).toBe(true);
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
