import { createHash } from 'node:crypto';

/**
 * Opaque page cursors, as Square's are: the offset plus a fingerprint of the query it belongs to, so a cursor
 * reused with different filters is rejected instead of silently returning the wrong page.
 */
export function encodeCursor(offset: number, query: string): string {
  return Buffer.from(JSON.stringify({ o: offset, q: fingerprint(query) })).toString('base64url');
}

/** The offset a cursor points at, or null when it is malformed or was issued for another query. */
export function decodeCursor(cursor: string, query: string): number | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { o, q } = parsed as { o?: unknown; q?: unknown };
    if (typeof o !== 'number' || !Number.isInteger(o) || o < 0 || q !== fingerprint(query)) return null;
    return o;
  } catch {
    return null;
  }
}

function fingerprint(query: string): string {
  return createHash('sha256').update(query).digest('hex').slice(0, 12);
}
