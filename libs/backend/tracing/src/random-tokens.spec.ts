import { randomToken } from './random-tokens';

describe('random tokens from a pooled CSPRNG buffer', () => {
  it('encodes the requested number of bytes', () => {
    expect(randomToken(16, 'base64')).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(randomToken(32, 'base64url')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken(8, 'hex')).toMatch(/^[0-9a-f]{16}$/);
    expect(randomToken(5000, 'hex')).toHaveLength(10_000);
  });

  it('never hands out the same bytes twice, across pool refills', () => {
    const seen = new Set<string>();
    // 1,000 × 32 bytes: several 4 KB pools.
    for (let i = 0; i < 1000; i += 1) seen.add(randomToken(32, 'hex'));
    expect(seen.size).toBe(1000);
  });
});
