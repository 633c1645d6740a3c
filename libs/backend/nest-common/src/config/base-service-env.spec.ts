import 'reflect-metadata';
import {
  BaseServiceEnv,
  DEMO_SEED_IN_PRODUCTION_MESSAGE,
  PUBLISHED_DATABASE_PASSWORD_MESSAGE,
} from './base-service-env';
import { validateEnv } from './validate-env';

describe('BaseServiceEnv: demo seeding (issue 7, hole 2)', () => {
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

describe('BaseServiceEnv: database password (issue 7, hole 4)', () => {
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
