import { startSession } from '@petcora/session';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLoadingRoutePage } from './app/start-route-page';
import { isPrerenderedFor } from './prerender/prerender-paths';
import { ensureRemotesRegistered } from './remotes/remote-registry';

// Start both reads at once; neither blocks the first paint.
void startSession();
ensureRemotesRegistered().catch((error: unknown) => console.error('Remote list unavailable', error));
startLoadingRoutePage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
// The gateway serves a page prerendered at build time for the static routes (src/prerender): take it over in place.
// In a transition, so React renders and hydrates in slices of ~5 ms and yields between them instead of holding the
// main thread for the whole tree (issue 12: these were the long tasks that kept the pages' Total Blocking Time up).
// A click on a part not hydrated yet still works: React hydrates that part at once, synchronously, and replays it.
if (isPrerenderedFor(container.dataset.prerendered, window.location.pathname))
  startTransition(() => {
    hydrateRoot(container, <App />);
  });
else {
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}
