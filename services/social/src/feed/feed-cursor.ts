import { BadRequestException } from '@nestjs/common';
import { UUID_PATTERN } from '@petcora/validation';

export const INVALID_CURSOR = 'Invalid cursor';

/** Longest cursor accepted; real ones are about 150 characters. */
export const CURSOR_MAX_LENGTH = 400;

/**
 * What a keyset cursor carries, opaque to clients (base64url of this JSON):
 * - `l`: the list it belongs to, so a cursor of one list is refused by another;
 * - `k`: the sort key of the last row shown: a timestamp (microseconds, UTC) for lists by time, a score for ranked ones;
 * - `i`: the id that breaks ties (the post's, or the like's for a Likes tab);
 * - `a`: for ranked lists, the instant the scores are computed "as of" (every page of one reading uses the same).
 */
export interface FeedCursor {
  l: string;
  k: string;
  i: string;
  a?: string;
}

export type CursorKeyKind = 'time' | 'score';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** The exact text the feed query produces for a time key: `2026-11-23T10:00:00.123456Z`. */
const TIMESTAMP_US = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.(\d{6})Z$/;
/** An as-of instant, as the service writes it (`Date#toISOString`). */
const TIMESTAMP_MS = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.(\d{3})Z$/;
/** A float8 as Postgres prints it (shortest exact form), e.g. `0.35355339059327373`, `1.2e-05`. */
const FLOAT = /^\d+(?:\.\d+)?(?:e[+-]?\d+)?$/;

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/**
 * Parses a client's cursor for the list `list`, or throws 400 'Invalid cursor'. Everything is checked before any of it
 * reaches SQL (where it is still only a bound parameter): shape, types, real calendar dates, finite scores.
 */
export function decodeCursor(raw: string, list: string, keyKind: CursorKeyKind): FeedCursor {
  const cursor = tryDecode(raw);
  if (!cursor || cursor.l !== list || !UUID_PATTERN.test(cursor.i)) throw invalidCursor();
  if (keyKind === 'time' ? !isTimestamp(cursor.k, TIMESTAMP_US) : !isScore(cursor.k)) throw invalidCursor();
  if (keyKind === 'score' ? !isTimestamp(cursor.a, TIMESTAMP_MS) : cursor.a !== undefined)
    throw invalidCursor();
  return cursor;
}

function tryDecode(raw: string): FeedCursor | null {
  if (raw.length === 0 || raw.length > CURSOR_MAX_LENGTH || !BASE64URL.test(raw)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort().join(',');
  if (keys !== 'i,k,l' && keys !== 'a,i,k,l') return null;
  const { l, k, i, a } = record;
  if (typeof l !== 'string' || typeof k !== 'string' || typeof i !== 'string') return null;
  if (a !== undefined && typeof a !== 'string') return null;
  return a === undefined ? { l, k, i } : { l, k, i, a };
}

/** A real instant (no 30 February, no hour 25) between the years 1900 and 9999. */
function isTimestamp(text: string | undefined, pattern: RegExp): boolean {
  const match = text === undefined ? null : pattern.exec(text);
  if (!match) return false;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

function isScore(text: string): boolean {
  return text.length <= 32 && FLOAT.test(text) && Number.isFinite(Number(text));
}

function invalidCursor(): BadRequestException {
  return new BadRequestException(INVALID_CURSOR);
}
