import { groupThousands } from '@petcora/validation/money';

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/** Each unit with its length in seconds, largest first: a time is said in the largest unit it reaches. */
export const RELATIVE_TIME_UNITS: ReadonlyArray<readonly [Unit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** What `Intl.RelativeTimeFormat('en', { numeric: 'auto' })` says for ±1 of a unit (its special English words). */
const oneAway: Record<Unit, [past: string, future: string] | null> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
  hour: null,
  minute: null,
};

/**
 * English relative time, word for word what `new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(value,
 * unit)` gives for a non-zero whole `value` (relative-time.spec.ts compares them), without Intl: building that
 * formatter loads ICU data, 50-80 ms of one task at a phone's 4× slower CPU, in the module every post card imports.
 */
function formatRelative(value: number, unit: Unit): string {
  const special = Math.abs(value) === 1 ? oneAway[unit] : null;
  if (special) return value < 0 ? special[0] : special[1];
  const count = Math.abs(value);
  const phrase = `${groupThousands(count)} ${unit}${count === 1 ? '' : 's'}`;
  return value < 0 ? `${phrase} ago` : `in ${phrase}`;
}

/** '2 hours ago', 'yesterday', 'just now'; 'Recently' when the date is missing or unreadable (spec). */
export function relativeTime(iso: string | null | undefined, now: Date = new Date()): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return 'Recently';
  const seconds = Math.round((time - now.getTime()) / 1000);
  for (const [unit, size] of RELATIVE_TIME_UNITS) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.round(seconds / size), unit);
  }
  return 'just now';
}
