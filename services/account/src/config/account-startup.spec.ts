import { generateKeyPairSync } from 'node:crypto';
import { DEV_IDENTITY_TOKEN_PUBLIC_KEY, DEV_ONLY_SECRET } from '@petcora/identity';
import { DEV_ADMIN_OVERVIEW_PASSWORD_HASH } from '../admin/admin-password';
import { checkAccountConfiguration } from './account-startup';

/** Settings an operator would give a production account service: none of them published. */
const OWN_SETTINGS = {
  SESSION_SECRET: '5d9a2f7c1e8b4063a9f1c7e2d8b5a04f',
  IDENTITY_TOKEN_PUBLIC_KEY: String(
    generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ type: 'spki', format: 'pem' }),
  ),
  ADMIN_OVERVIEW_PASSWORD_HASH:
    '$argon2id$v=19$m=19456,t=2,p=1$b3duLXNhbHQ$b3duLWhhc2gtb2YtYS1yZWFsLXBhc3N3b3Jk',
};

describe('account service start-up: development defaults only when NODE_ENV says so', () => {
  describe.each([
    ['unset', {}],
    ['staging', { NODE_ENV: 'staging' }],
    ['prod', { NODE_ENV: 'prod' }],
  ])('NODE_ENV %s runs as production', (_name, mode: Record<string, string>) => {
    it('starts with its own secret, key and admin hash', () => {
      expect(() => checkAccountConfiguration({ ...mode, ...OWN_SETTINGS })).not.toThrow();
    });

    it('refuses the development session secret, given or by default', () => {
      expect(() =>
        checkAccountConfiguration({ ...mode, ...OWN_SETTINGS, SESSION_SECRET: DEV_ONLY_SECRET }),
      ).toThrow(/SESSION_SECRET is a published development or example value/);
      expect(() =>
        checkAccountConfiguration({ ...mode, ...OWN_SETTINGS, SESSION_SECRET: undefined }),
      ).toThrow(/SESSION_SECRET must be set/);
    });

    it('refuses the committed development key, given or by default', () => {
      expect(() =>
        checkAccountConfiguration({
          ...mode,
          ...OWN_SETTINGS,
          IDENTITY_TOKEN_PUBLIC_KEY: DEV_IDENTITY_TOKEN_PUBLIC_KEY,
        }),
      ).toThrow(/IDENTITY_TOKEN_PUBLIC_KEY is the published development key/);
      expect(() =>
        checkAccountConfiguration({ ...mode, ...OWN_SETTINGS, IDENTITY_TOKEN_PUBLIC_KEY: undefined }),
      ).toThrow(/IDENTITY_TOKEN_PUBLIC_KEY must be set/);
    });

    it('refuses the development admin overview hash, given or by default', () => {
      expect(() =>
        checkAccountConfiguration({
          ...mode,
          ...OWN_SETTINGS,
          ADMIN_OVERVIEW_PASSWORD_HASH: DEV_ADMIN_OVERVIEW_PASSWORD_HASH,
        }),
      ).toThrow(/ADMIN_OVERVIEW_PASSWORD_HASH is the published development hash/);
      expect(() =>
        checkAccountConfiguration({ ...mode, ...OWN_SETTINGS, ADMIN_OVERVIEW_PASSWORD_HASH: undefined }),
      ).toThrow(/ADMIN_OVERVIEW_PASSWORD_HASH must be set/);
    });
  });

  it.each(['development', 'test'])(
    'NODE_ENV=%s starts on the development defaults, given or not',
    (nodeEnv) => {
      expect(() => checkAccountConfiguration({ NODE_ENV: nodeEnv })).not.toThrow();
      expect(() =>
        checkAccountConfiguration({
          NODE_ENV: nodeEnv,
          SESSION_SECRET: DEV_ONLY_SECRET,
          IDENTITY_TOKEN_PUBLIC_KEY: DEV_IDENTITY_TOKEN_PUBLIC_KEY,
          ADMIN_OVERVIEW_PASSWORD_HASH: DEV_ADMIN_OVERVIEW_PASSWORD_HASH,
        }),
      ).not.toThrow();
    },
  );
});
