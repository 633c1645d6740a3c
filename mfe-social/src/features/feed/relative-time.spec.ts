import { RELATIVE_TIME_UNITS, relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each([
    ['2026-06-01T11:59:30Z', 'just now'],
    ['2026-06-01T10:00:00Z', '2 hours ago'],
    ['2026-05-31T12:00:00Z', 'yesterday'],
    [null, 'Recently'],
    ['not a date', 'Recently'],
  ])('%s → %s', (iso, expected) => {
    expect(relativeTime(iso, now)).toBe(expected);
  });

  // The words are written out (no Intl formatter at module load): they must stay exactly what
  // Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says, past and future, at every unit boundary.
  it('says what Intl.RelativeTimeFormat says, for dates around every unit', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const sizes = RELATIVE_TIME_UNITS;
    const offsets = new Set<number>();
    for (const [, size] of sizes) {
      for (const n of [1, 1.4, 1.5, 2, 3, 11, 12, 21, 100, 999, 1000, 1234, 12345, 123456]) {
        for (const delta of [-1, 0, 1]) offsets.add(Math.round(n * size) + delta);
      }
    }
    for (const seconds of [0, 1, 29, 59, ...[...offsets].filter((s) => s * 1000 < 8e15)]) {
      for (const sign of [-1, 1]) {
        const iso = new Date(now.getTime() + sign * seconds * 1000).toISOString();
        const rounded = Math.round((sign * seconds * 1000) / 1000);
        const unit = sizes.find(([, size]) => Math.abs(rounded) >= size);
        const expected = unit ? intl.format(Math.round(rounded / unit[1]), unit[0]) : 'just now';
        expect(relativeTime(iso, now)).toBe(expected);
      }
    }
  });
});

describe('relative-time module', () => {
  it('builds no Intl formatter, at load or when formatting (ICU data costs a phone 50-80 ms)', () => {
    const spy = jest.spyOn(Intl, 'RelativeTimeFormat');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./relative-time')>('./relative-time');
      expect(fresh.relativeTime('2026-05-31T12:00:00Z', new Date('2026-06-01T12:00:00Z'))).toBe('yesterday');
    });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
