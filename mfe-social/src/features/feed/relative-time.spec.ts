import { relativeTime } from './relative-time';

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
});
