// The site's styles belong to the entry, not to the bootstrap chunk, so they are a <link> in index.html: the
// prerendered pages (ADR 0039) paint styled before any script runs.
import '@petcora/ui/styles.css';
import './layout/layout.css';
import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { startPrerenderedRemotePage } from './remotes/page-remote';
import { registerStartUpYield } from './remotes/start-up-yield-plugin';

// The federation runtime's start-up steps (share negotiation, a remote's container, its page's chunks) each continue in
// a task of their own, so a phone's main thread is not held for the whole start-up at once (ADR 0049).
registerStartUpYield({ registerGlobalPlugins, registerPlugins });

// A remote's public page starts loading here, in the entry, not in the bootstrap (ADR 0042): its remote's entry, page
// chunks and data then come while react-dom and the app download and run. The bootstrap's start of the same page
// (start-route-page.ts) takes this load.
startPrerenderedRemotePage(document.getElementById('root'), window.location.pathname);

// Async boundary: lets Module Federation negotiate shared singletons before any of them is imported.
import('./bootstrap');
