import 'reflect-metadata';
import { BaseServiceEnv, DEMO_SEED_IN_PRODUCTION_MESSAGE } from './base-service-env';
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
