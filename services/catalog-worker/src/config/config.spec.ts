import { resolve } from 'node:path';
import { SquareEnvironment } from 'square';
import { LocalFolderStorage } from '@petcora/uploads';
import { loadCatalogWorkerConfig } from './catalog-worker-env';

describe('loadCatalogWorkerConfig', () => {
  it('defaults to the local emulator, a 6 h schedule and health port 3004 on loopback', () => {
    const { productImages, ...config } = loadCatalogWorkerConfig({});
    expect(config).toEqual({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/petcora',
      redisUrl: 'redis://127.0.0.1:6379',
      bullPrefix: undefined,
      square: { token: 'emulator-token', baseUrl: 'http://127.0.0.1:3010', maxRetries: 4 },
      syncEveryMs: 21_600_000,
      fullSyncEveryMs: 86_400_000,
      healthPort: 3004,
      healthHost: '127.0.0.1',
    });
    // Pictures go to the store's media folder, and no private address is reachable by default.
    expect(productImages?.storage).toBeInstanceOf(LocalFolderStorage);
    expect((productImages!.storage as LocalFolderStorage).directory).toBe(
      resolve(__dirname, '../../../../.data/uploads/store'),
    );
    for (const address of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '::1'])
      expect(productImages!.allow.check(address, address.includes(':') ? 'ipv6' : 'ipv4')).toBe(false);
  });

  it('takes the picture fetch allow-list from PRODUCT_IMAGE_FETCH_ALLOW and turns pictures off on request', () => {
    const { productImages } = loadCatalogWorkerConfig({ PRODUCT_IMAGE_FETCH_ALLOW: '127.0.0.1,10.5.0.0/16' });
    expect(productImages!.allow.check('127.0.0.1')).toBe(true);
    expect(productImages!.allow.check('10.5.9.9')).toBe(true);
    expect(productImages!.allow.check('10.6.0.1')).toBe(false);
    expect(loadCatalogWorkerConfig({ PRODUCT_IMAGES: 'off' }).productImages).toBeUndefined();
    expect(() => loadCatalogWorkerConfig({ PRODUCT_IMAGE_FETCH_ALLOW: '127.0.0.1/99' })).toThrow(
      /PRODUCT_IMAGE_FETCH_ALLOW/,
    );
    expect(() => loadCatalogWorkerConfig({ PRODUCT_IMAGE_FETCH_ALLOW: 'localhost' })).toThrow(
      /PRODUCT_IMAGE_FETCH_ALLOW/,
    );
    expect(() => loadCatalogWorkerConfig({ PRODUCT_IMAGE_FETCH_ALLOW: 'x'.repeat(2000) })).toThrow(
      /PRODUCT_IMAGE_FETCH_ALLOW/,
    );
    expect(() => loadCatalogWorkerConfig({ PRODUCT_IMAGES: 'maybe' })).toThrow(/PRODUCT_IMAGES/);
    for (const open of ['0.0.0.0/0', '169.254.0.0/16', '::/0', 'fd00::/8'])
      expect(() => loadCatalogWorkerConfig({ PRODUCT_IMAGE_FETCH_ALLOW: `127.0.0.1,${open}` })).toThrow(
        /must not cover the cloud metadata/,
      );
  });

  it('talks to Square production when a token is set without a base URL', () => {
    const config = loadCatalogWorkerConfig({
      NODE_ENV: 'development',
      SQUARE_ACCESS_TOKEN: 'EAAA-real',
      CATALOG_SYNC_EVERY_MS: '0',
      PORT: '4004',
      BULL_PREFIX: 'petcora',
    });
    expect(config.square).toEqual({
      token: 'EAAA-real',
      baseUrl: SquareEnvironment.Production,
      maxRetries: 4,
    });
    expect(config.syncEveryMs).toBe(0);
    expect(config.healthPort).toBe(4004);
    expect(config.bullPrefix).toBe('petcora');
  });

  it('honours an explicit base URL', () => {
    expect(
      loadCatalogWorkerConfig({
        NODE_ENV: 'development',
        SQUARE_ACCESS_TOKEN: 't',
        SQUARE_BASE_URL: 'https://connect.squareupsandbox.com',
      }).square.baseUrl,
    ).toBe('https://connect.squareupsandbox.com');
    expect(loadCatalogWorkerConfig({ SQUARE_BASE_URL: 'http://square-emulator:3010' }).square.baseUrl).toBe(
      'http://square-emulator:3010',
    );
  });

  it('refuses to start on bad values with one clear message', () => {
    expect(() => loadCatalogWorkerConfig({ CATALOG_SYNC_EVERY_MS: '-5' })).toThrow(/CATALOG_SYNC_EVERY_MS/);
    expect(() => loadCatalogWorkerConfig({ CATALOG_SYNC_EVERY_MS: 'often' })).toThrow(
      /CATALOG_SYNC_EVERY_MS/,
    );
    expect(() => loadCatalogWorkerConfig({ SQUARE_BASE_URL: 'not a url' })).toThrow(/SQUARE_BASE_URL/);
    expect(() => loadCatalogWorkerConfig({ BULL_PREFIX: 'a:b' })).toThrow(/BULL_PREFIX/);
    expect(() => loadCatalogWorkerConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it.each([
    ['unset', {}],
    ['staging', { NODE_ENV: 'staging' }],
    ['prod', { NODE_ENV: 'prod' }],
  ])('runs as production with NODE_ENV %s: the emulator token and demo data are refused', (_n, mode) => {
    expect(() => loadCatalogWorkerConfig({ ...mode, SQUARE_ACCESS_TOKEN: 'emulator-token' })).toThrow(
      /SQUARE_ACCESS_TOKEN is a published development or example value/,
    );
    expect(() => loadCatalogWorkerConfig({ ...mode, DEMO_SEED: 'true' })).toThrow(
      /DEMO_SEED=true is refused/,
    );
  });

  it.each(['development', 'test'])('takes the emulator token and demo data with NODE_ENV=%s', (nodeEnv) => {
    const config = loadCatalogWorkerConfig({
      NODE_ENV: nodeEnv,
      SQUARE_ACCESS_TOKEN: 'emulator-token',
      DEMO_SEED: 'true',
    });
    expect(config.square.token).toBe('emulator-token');
  });
});
