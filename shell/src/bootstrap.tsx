import { startSession } from '@petcora/session';
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
if (isPrerenderedFor(container.dataset.prerendered, window.location.pathname))
  hydrateRoot(container, <App />);
else {
  container.replaceChildren();
  createRoot(container).render(<App />);
}
