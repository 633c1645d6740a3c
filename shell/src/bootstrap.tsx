import { startSession } from '@petcora/session';
import { startLoadingRoutePage } from './app/start-route-page';
import { ensureRemotesRegistered } from './remotes/remote-registry';

// Start both reads at once; neither blocks the first paint.
void startSession();
ensureRemotesRegistered().catch((error: unknown) => console.error('Remote list unavailable', error));
startLoadingRoutePage(window.location.pathname);

// The app itself (react-dom's client, the router, the pages) is a chunk of its own, fetched beside this one
// (webpackPreload) and evaluated in its own task: the module evaluation of the start was one long task (ADR
// 0045). A failed load leaves the prerendered page as it is, as a failed bootstrap chunk always did.
void import(/* webpackPreload: true */ './app-start');
