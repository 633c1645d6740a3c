import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

// Outside a HydrationProvider (a component rendered alone, as in unit tests) nothing is being hydrated.
const HydratedContext = createContext(true);

/**
 * Says to everything inside it whether the prerendered HTML has been taken over. `hydrating`: the tree is the build-time
 * prerender or the browser's hydration of it (false: the browser renders from scratch, so everything is client-side
 * from the first render). After the hydration commits, the flag turns true in a transition: what depends on it
 * re-renders in React's slices, not in the sync lane right after the hydration's passive effects, as a
 * `useSyncExternalStore` snapshot differing from its server snapshot does (a sync re-render of the
 * navigation, the banner and the page's placeholder, up to 100-150 ms at a phone's CPU).
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False in the build-time prerender and while the browser hydrates that HTML, true afterwards (and from the first
 * render when nothing was prerendered). What depends on the browser alone (stored consent, a remote module, the
 * session) renders only once this is true, so the prerendered HTML and the hydrating render agree.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}
