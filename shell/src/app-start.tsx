import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { provideRemoteModuleLoader } from '@petcora/ui/remote-module';
import { App } from './app/app';
import { isPrerenderedFor } from './prerender/prerender-paths';
import { loadRemotePage } from './remotes/remote-registry';

// The app's second half (bootstrap.tsx loads it): react-dom's client, the router and the pages are evaluated here, in
// this chunk's own task, not in the task that evaluated react and react-router (ADR 0045). This chunk is a
// script the page still waits for, so the window's `load` event comes after the root below exists: a click right
// after the page loaded reaches React (ADR 0043, 0044).

// Remotes show each other's components in place (a post card opens the store's product dialog) through this. Here,
// not in the start: `@petcora/ui/remote-module` is a shared module, which the start would have to fetch first.
provideRemoteModuleLoader(loadRemotePage);

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
// The gateway serves a page prerendered at build time for the static routes (src/prerender): take it over in place.
// In a transition, so React renders and hydrates in slices of ~5 ms and yields between them instead of holding the
// main thread for the whole tree (these were the long tasks that kept the pages' Total Blocking Time up).
// A click on a part not hydrated yet still works: React hydrates that part at once, synchronously, and replays it.
if (isPrerenderedFor(container.dataset.prerendered, window.location.pathname))
  startTransition(() => {
    hydrateRoot(container, <App hydrating />);
  });
else {
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(<App hydrating={false} />));
}
