import { describeNodeEnv, isDevelopmentLike } from './runtime-mode';

describe('which NODE_ENV allows development defaults', () => {
  it.each(['development', 'test', ' test '])('NODE_ENV=%j does', (nodeEnv) => {
    expect(isDevelopmentLike({ NODE_ENV: nodeEnv })).toBe(true);
  });

  it.each([undefined, '', 'production', 'staging', 'prod', 'Development', 'dev', 'testing'])(
    'NODE_ENV=%j does not: it runs as production',
    (nodeEnv) => {
      expect(isDevelopmentLike({ NODE_ENV: nodeEnv })).toBe(false);
    },
  );

  it('names the mode in refusals', () => {
    expect(describeNodeEnv({})).toBe('NODE_ENV unset');
    expect(describeNodeEnv({ NODE_ENV: 'staging' })).toBe('NODE_ENV=staging');
  });
});
