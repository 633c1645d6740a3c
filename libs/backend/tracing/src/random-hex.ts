import { randomToken } from './random-tokens';

/** The longest id asked for at once; the pool serves up to this many bytes per call. */
const MAX_BYTES = 4096;

/**
 * `bytes` fresh random bytes as lower-case hex, for trace and span ids (made on every request of every part), cut from
 * the process's pooled CSPRNG block (random-tokens.ts). No byte is handed out twice.
 */
export function randomHex(bytes: number): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > MAX_BYTES)
    throw new RangeError(`randomHex takes 1 to ${MAX_BYTES} bytes`);
  return randomToken(bytes, 'hex');
}
