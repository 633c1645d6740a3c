import * as crypto from 'node:crypto';
import { randomHex } from './random-hex';

describe('randomHex', () => {
  it('answers lower-case hex of the asked length, never the same id twice across pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i += 1) {
      const id = randomHex(i % 2 ? 16 : 8);
      expect(id).toMatch(i % 2 ? /^[0-9a-f]{32}$/ : /^[0-9a-f]{16}$/);
      seen.add(id);
    }
    // 2,000 ids of 8-16 bytes: ~24 KB drawn, the 4 KB pool refilled several times.
    expect(seen.size).toBe(2_000);
  });

  it('refuses lengths it cannot serve', () => {
    for (const bad of [0, -1, 1.5, 4097, Number.NaN]) expect(() => randomHex(bad)).toThrow(RangeError);
  });

  it('draws from the CSPRNG in blocks, not per id', () => {
    const actual = jest.requireActual<typeof crypto>('node:crypto');
    const fill = jest.fn(actual.randomFillSync);
    jest.isolateModules(() => {
      jest.doMock('node:crypto', () => ({ ...actual, randomFillSync: fill }));
      const { randomHex: isolated } = jest.requireActual<typeof import('./random-hex')>('./random-hex');
      for (let i = 0; i < 300; i += 1) isolated(16); // 4.8 KB from a fresh module: two refills
    });
    jest.dontMock('node:crypto');
    expect(fill).toHaveBeenCalledTimes(2);
  });
});
