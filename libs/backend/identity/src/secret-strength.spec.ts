import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_ONLY_SECRET } from './dev-identity-keys';
import { assertProductionSecret, ENV_EXAMPLE_PLACEHOLDERS, weakSecretReason } from './secret-strength';

const STRONG = '9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c';

describe('production secrets', () => {
  it('accepts a random 32-byte hex secret', () => {
    expect(weakSecretReason(STRONG)).toBeNull();
  });

  it.each([
    ['the development default', DEV_ONLY_SECRET],
    ['the Square emulator token', 'emulator-token'],
    ['too short', 'a1b2c3d4'],
    ['few distinct characters', 'ab'.repeat(20)],
    ['a repeated chunk', 'abc123xyz'.repeat(5)],
    ['a placeholder word', 'please-change-me-0123456789abcdefghij'],
    ['a sequential run', '0123456789abcdefghijklmnopqrstuvwxyz'],
    ['a keyboard-ordered run', 'zyxwvutsrqponmlkjihgfedcba9876543210'],
  ])('refuses %s', (_label, value) => {
    expect(weakSecretReason(value)).not.toBeNull();
    expect(() => assertProductionSecret('SESSION_SECRET', value, 'production')).toThrow(
      /^Invalid configuration: SESSION_SECRET /,
    );
    expect(() => assertProductionSecret('SESSION_SECRET', value, 'development')).not.toThrow();
  });

  it.each([undefined, 'staging', 'prod'])(
    'checks secrets as in production when NODE_ENV is %j',
    (nodeEnv) => {
      expect(() => assertProductionSecret('SQUARE_ACCESS_TOKEN', 'emulator-token', nodeEnv)).toThrow(
        /SQUARE_ACCESS_TOKEN is a published development or example value/,
      );
      expect(() => assertProductionSecret('SQUARE_ACCESS_TOKEN', STRONG, nodeEnv)).not.toThrow();
    },
  );

  it.each(['development', 'test'])('lets NODE_ENV=%s use the development values', (nodeEnv) => {
    expect(() => assertProductionSecret('SQUARE_ACCESS_TOKEN', 'emulator-token', nodeEnv)).not.toThrow();
  });

  const exampleValues = () =>
    readFileSync(path.resolve(__dirname, '../../../../.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.slice(line.indexOf('=') + 1).trim())
      .filter((value) => value && value !== 'true' && value !== 'false');

  it('lists exactly the placeholders .env.example ships, so the two cannot drift', () => {
    expect([...ENV_EXAMPLE_PLACEHOLDERS].sort()).toEqual(exampleValues().sort());
  });

  it('refuses every value of .env.example, so a copied example never reaches production', () => {
    const values = exampleValues();
    expect(values.length).toBeGreaterThan(0);
    for (const value of values)
      expect({ value, refused: weakSecretReason(value) !== null }).toEqual({ value, refused: true });
  });
});
