import { randomFillSync } from 'node:crypto';

/** Bytes drawn from the CSPRNG at once, as Node's own `randomUUID` caches them. */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let next = POOL_BYTES;

/**
 * `bytes` fresh random bytes as lower-case hex. Trace and span ids are made on every request of every service;
 * `randomBytes(16)` per id was ~1.5 % of a service's busy time (issue 12, docs/performance/services.md), so ids are cut
 * from a pooled block refilled from the same CSPRNG once used up. No byte is handed out twice.
 */
export function randomHex(bytes: number): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > POOL_BYTES)
    throw new RangeError(`randomHex takes 1 to ${POOL_BYTES} bytes`);
  if (next + bytes > POOL_BYTES) {
    randomFillSync(pool);
    next = 0;
  }
  const hex = pool.toString('hex', next, next + bytes);
  next += bytes;
  return hex;
}
