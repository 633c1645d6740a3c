import { StrictMode, type ReactNode } from 'react';

/**
 * What wraps the router, the same in the browser and in the build-time prerender (src/prerender), so the prerendered
 * HTML and the first render in the browser are one tree and hydrate without a mismatch. No query cache here: TanStack
 * Query loads with the pages that read data (with-site-queries.tsx), not on the home page.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
