import 'reflect-metadata';
import {
  BaseServiceEnv,
  DEMO_SEED_IN_PRODUCTION_MESSAGE,
  PUBLISHED_DATABASE_PASSWORD_MESSAGE,
} from './base-service-env';
import { validateEnv } from './validate-env';

describe('BaseServiceEnv: demo seeding', () => {
  it('refuses DEMO_SEED=true in production with a clear message', () => {
    expect(() => validateEnv(BaseServiceEnv, { NODE_ENV: 'production', DEMO_SEED: 'true' })).toThrow(
      DEMO_SEED_IN_PRODUCTION_MESSAGE,
    );
  });

  it('starts in production without demo data, and seeds on a developer machine', () => {
    expect(validateEnv(BaseServiceEnv, { NODE_ENV: 'production' }).DEMO_SEED).toBe('false');
    expect(validateEnv(BaseServiceEnv, { NODE_ENV: 'production', DEMO_SEED: 'false' }).DEMO_SEED).toBe(
      'false',
    );
    expect(validateEnv(BaseServiceEnv, { NODE_ENV: 'development', DEMO_SEED: 'true' }).DEMO_SEED).toBe(
      'true',
    );
  });
});

describe('BaseServiceEnv: database password', () => {
  const url = (password: string) => `postgres://postgres:${password}@postgres:5432/petcora`;

  it('refuses the .env.example placeholder in production only', () => {
    const placeholder = url('replace-with-a-url-safe-password');
    expect(() => validateEnv(BaseServiceEnv, { NODE_ENV: 'production', DATABASE_URL: placeholder })).toThrow(
      PUBLISHED_DATABASE_PASSWORD_MESSAGE,
    );
    expect(
      validateEnv(BaseServiceEnv, { NODE_ENV: 'development', DATABASE_URL: placeholder }).DATABASE_URL,
    ).toBe(placeholder);
  });

  it('accepts an operator-chosen password in production', () => {
    const real = url('k7Qz2mVx9pLr4tWn');
    expect(validateEnv(BaseServiceEnv, { NODE_ENV: 'production', DATABASE_URL: real }).DATABASE_URL).toBe(
      real,
    );
  });
});

describe('BaseServiceEnv: NODE_ENV fails closed', () => {
  const placeholder = 'postgres://postgres:replace-with-a-url-safe-password@postgres:5432/petcora';

  it.each([
    ['unset', {}],
    ['staging', { NODE_ENV: 'staging' }],
    ['prod', { NODE_ENV: 'prod' }],
  ])('runs as production with NODE_ENV %s: demo data and the example password are refused', (_n, mode) => {
    expect(() => validateEnv(BaseServiceEnv, { ...mode, DEMO_SEED: 'true' })).toThrow(
      DEMO_SEED_IN_PRODUCTION_MESSAGE,
    );
    expect(() => validateEnv(BaseServiceEnv, { ...mode, DATABASE_URL: placeholder })).toThrow(
      PUBLISHED_DATABASE_PASSWORD_MESSAGE,
    );
  });

  it.each(['development', 'test'])('allows both with NODE_ENV=%s', (nodeEnv) => {
    const env = validateEnv(BaseServiceEnv, {
      NODE_ENV: nodeEnv,
      DEMO_SEED: 'true',
      DATABASE_URL: placeholder,
    });
    expect(env).toMatchObject({ NODE_ENV: nodeEnv, DEMO_SEED: 'true', DATABASE_URL: placeholder });
  });

  it('keeps NODE_ENV as given and adds none when unset', () => {
    expect(validateEnv(BaseServiceEnv, {}).NODE_ENV).toBeUndefined();
    expect(validateEnv(BaseServiceEnv, { NODE_ENV: 'staging' }).NODE_ENV).toBe('staging');
  });
});
