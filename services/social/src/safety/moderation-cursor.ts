import { BadRequestException } from '@nestjs/common';
import type { ModerationSort } from './moderation-query.dto';
import { UUID_PATTERN } from '@petcora/validation';

export const INVALID_CURSOR = 'Invalid cursor';

/**
 * Keyset position in the moderation queue: the sort it belongs to, the group's report count (most reported first),
 * its latest report's time in microseconds since the epoch, and its newest report's id (the tie-break).
 */
export interface ModerationCursor {
  s: ModerationSort;
  n: number;
  t: string;
  i: string;
}

export function encodeModerationCursor(cursor: ModerationCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** 400 'Invalid cursor' for anything encodeModerationCursor could not have produced for this sort. */
export function decodeModerationCursor(text: string, sort: ModerationSort): ModerationCursor {
  let value: unknown;
  try {
    value = /^[A-Za-z0-9_-]{1,300}$/.test(text)
      ? JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
      : null;
  } catch {
    value = null;
  }
  const v = (value ?? {}) as Partial<Record<keyof ModerationCursor, unknown>>;
  const valid =
    v.s === sort &&
    Number.isInteger(v.n) &&
    (v.n as number) >= 0 &&
    (v.n as number) <= 1_000_000_000 &&
    typeof v.t === 'string' &&
    /^\d{1,17}$/.test(v.t) &&
    typeof v.i === 'string' &&
    UUID_PATTERN.test(v.i);
  if (!valid) throw new BadRequestException(INVALID_CURSOR);
  return { s: sort, n: v.n as number, t: v.t as string, i: v.i as string };
}
