import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated';

/** What a zustand store offers (`create(…)`'s hook is one). */
export interface ReadableStore<S> {
  getState: () => S;
  getInitialState: () => S;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A store's slice as a prerendered component must read it: its initial state while the page is prerendered and
 * hydrated (what the HTML was made from), its current state once `useHydrated()` turns true (in a transition), live
 * afterwards. zustand's own hook gives the current state as soon as the hydration's effects run, and
 * `useSyncExternalStore` renders that difference in the sync lane: the session, set before hydration from the page's
 * hint, re-rendered the whole navigation synchronously on every first visit.
 * `selector` must return the same value for the same state (a field, a boolean), as for zustand's hook.
 */
export function useStoreAfterHydration<S, T>(store: ReadableStore<S>, selector: (state: S) => T): T {
  const hydrated = useHydrated();
  const getSnapshot = useCallback(
    () => selector(hydrated ? store.getState() : store.getInitialState()),
    [store, selector, hydrated],
  );
  const getServerSnapshot = useCallback(() => selector(store.getInitialState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot);
}
