import { StrictMode, type ReactNode } from 'react';
import { HydrationProvider } from '../prerender/use-hydrated';

/**
 * What wraps the router, the same in the browser and in the build-time prerender (src/prerender), so the prerendered
 * HTML and the first render in the browser are one tree and hydrate without a mismatch. No query cache here: TanStack
 * Query loads with the pages that read data (with-site-queries.tsx), not on the home page. `hydrating`: the tree is the
 * prerender or the browser's hydration of it (see useHydrated).
 */
export function AppProviders({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  return (
    <StrictMode>
      <HydrationProvider hydrating={hydrating}>{children}</HydrationProvider>
    </StrictMode>
  );
}
