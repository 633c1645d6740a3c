import { useCallback, useRef } from 'react';

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * One Idempotency-Key per checkout attempt. The same order details keep the same key, so a retry after a network
 * failure or a second click can never create a second order; changed details are a new attempt with a new key (the
 * server would otherwise answer the first attempt's result).
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; fingerprint: string } | null>(null);
  return useCallback((fingerprint: string): string => {
    if (current.current?.fingerprint !== fingerprint) current.current = { key: newKey(), fingerprint };
    return current.current.key;
  }, []);
}
