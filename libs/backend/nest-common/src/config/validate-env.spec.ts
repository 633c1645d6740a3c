import { DEV_ONLY_SECRET } from '@petcora/identity';
import { secretFromEnv } from './validate-env';

const STRONG = '7c1e9a4f2b8d6035e1a7c9f3b5d20e8a';

describe('secretFromEnv', () => {
  it.each([
    ['unset', {}],
    ['staging', { NODE_ENV: 'staging' }],
    ['prod', { NODE_ENV: 'prod' }],
    ['production', { NODE_ENV: 'production' }],
  ])(
    'runs as production with NODE_ENV %s: no development default, and the published one refused',
    (_n, mode) => {
      expect(() => secretFromEnv('SESSION_SECRET', mode)).toThrow(
        /^Invalid configuration: SESSION_SECRET must be set \(.*runs as production/,
      );
      expect(() => secretFromEnv('SESSION_SECRET', { ...mode, SESSION_SECRET: DEV_ONLY_SECRET })).toThrow(
        /SESSION_SECRET is a published development or example value/,
      );
      expect(secretFromEnv('SESSION_SECRET', { ...mode, SESSION_SECRET: STRONG })).toBe(STRONG);
    },
  );

  it.each(['development', 'test'])('uses the development default with NODE_ENV=%s', (nodeEnv) => {
    expect(secretFromEnv('SESSION_SECRET', { NODE_ENV: nodeEnv })).toBe(DEV_ONLY_SECRET);
    expect(secretFromEnv('SESSION_SECRET', { NODE_ENV: nodeEnv, SESSION_SECRET: DEV_ONLY_SECRET })).toBe(
      DEV_ONLY_SECRET,
    );
  });

  it('refuses a short secret whatever the mode', () => {
    expect(() =>
      secretFromEnv('SESSION_SECRET', { NODE_ENV: 'development', SESSION_SECRET: 'short' }),
    ).toThrow(/at least 32 characters/);
  });
});
