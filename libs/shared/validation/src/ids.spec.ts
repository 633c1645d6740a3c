import { UUID_PATTERN } from './ids';

describe('UUID_PATTERN', () => {
  it.each(['7a1c0d2e-3f40-4b5c-9d6e-8f0000000001', '7A1C0D2E-3F40-4B5C-9D6E-8F0000000001'])(
    'accepts %s',
    (id) => {
      expect(UUID_PATTERN.test(id)).toBe(true);
    },
  );

  it.each([
    '',
    '7a1c0d2e3f404b5c9d6e8f0000000001',
    '7a1c0d2e-3f40-4b5c-9d6e-8f00000000011',
    ' 7a1c0d2e-3f40-4b5c-9d6e-8f0000000001',
    '7a1c0d2e-3f40-4b5c-9d6e-8f0000000001\n',
    'g a1c0d2e-3f40-4b5c-9d6e-8f000000000',
    "7a1c0d2e-3f40-4b5c-9d6e-8f0000000001' OR '1'='1",
  ])('refuses %j', (id) => {
    expect(UUID_PATTERN.test(id)).toBe(false);
  });
});
