import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False in the build-time prerender and while the browser hydrates that HTML, true afterwards (and from the first
 * render when nothing was prerendered). What depends on the browser alone (stored consent, a remote module) renders
 * only once this is true, so the prerendered HTML and the hydrating render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
