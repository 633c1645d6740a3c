import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** Bodies longer than this are hashed every time and never kept. */
export const ETAG_MEMO_MAX_BODY = 256 * 1024;
/** How many recent bodies are kept (one per length): at most ETAG_MEMO_ENTRIES × ETAG_MEMO_MAX_BODY of memory. */
export const ETAG_MEMO_ENTRIES = 32;

const sha1Base64 = (payload: string | Buffer): string => createHash('sha1').update(payload).digest('base64');

/**
 * The ETag's hash (SHA-1 of the body, base64, as @fastify/etag computes it) that remembers the last body of each
 * length with its hash, so an answer identical to a recent one is compared, not hashed again: hashing is ~7 % of the
 * store's CPU per 37 KB product list, comparing two equal bodies a few µs (docs/performance.md). A body
 * equal to a remembered one has, by definition, the same hash, so the ETag of every answer is exactly what hashing
 * it would give, whoever asked for it. Only strings are remembered (what Fastify serialises); the least recently used
 * length goes first.
 */
export function memoizedEtagHash(
  { entries = ETAG_MEMO_ENTRIES, maxBody = ETAG_MEMO_MAX_BODY } = {},
  hash: (payload: string | Buffer) => string = sha1Base64,
): (payload: string | Buffer) => string {
  const recent = new LRUCache<number, { body: string; hash: string }>({ max: entries });
  return (payload) => {
    if (typeof payload !== 'string' || payload.length > maxBody) return hash(payload);
    const known = recent.get(payload.length);
    if (known?.body === payload) return known.hash;
    const fresh = { body: payload, hash: hash(payload) };
    recent.set(payload.length, fresh);
    return fresh.hash;
  };
}
