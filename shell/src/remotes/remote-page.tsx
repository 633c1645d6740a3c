import { PageSpinner } from '@petcora/ui/spinner';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useHydrated } from '../prerender/use-hydrated';
import { withSiteQueries } from '../app/with-site-queries';
import { loadRemotePage } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemotePageProps {
  remote: string;
  module: string;
}

/**
 * Renders a page exposed by a remote, loaded on first visit. A failed load shows a fallback with
 * "Try again"; the rest of the site keeps working.
 */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const hydrated = useHydrated();
  // React.lazy caches a rejected load forever: a retry needs a fresh lazy component.
  const Page = useMemo(
    () => lazy(() => withSiteQueries(loadRemotePage(remote, module))),
    // `attempt` is deliberately a dependency: bumping it is what makes the retry build a new lazy component.
    [remote, module, attempt],
  );
  // Prerendered (and hydrating): the same placeholder the loading page shows, so the frame paints before the remote.
  if (!hydrated) return <PageSpinner label="Loading page" />;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner label="Loading page" />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
