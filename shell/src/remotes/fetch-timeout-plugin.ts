import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const MANIFEST_TIMEOUT_MS = 5000;

/**
 * The federation runtime fetches manifests with no timeout and parses any body as JSON. This hook
 * gives up after a few seconds and treats a non-OK status as a failure, so a dead remote shows the
 * fallback quickly instead of hanging or failing with a confusing parse error.
 */
export function fetchTimeoutPlugin(timeoutMs = MANIFEST_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'petcora-fetch-timeout',
    async fetch(url: string, init: RequestInit) {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${response.status}: could not load ${url}`);
      return response;
    },
  };
}
