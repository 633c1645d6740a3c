// The site's styles belong to the entry, not to the bootstrap chunk, so they are a <link> in index.html: the
// prerendered pages (ADR 0039) paint styled before any script runs.
import '@petcora/ui/styles.css';
import './layout/layout.css';
import { afterFirstPaint } from './prerender/after-first-paint';
import { startPrerenderedRemotePage } from './remotes/page-remote';

// The prerendered page is painted before the app starts: when `main` arrived together with the stylesheet, the app's
// start (share negotiation, chunk loads and their evaluation) used to run before the first frame (front-end.md,
// "fourth pass").
afterFirstPaint(() => {
  // A remote's public page starts loading here, in the entry, not in the bootstrap (ADR 0042): its remote's entry,
  // page chunks and data then come while react-dom and the app download and run. The bootstrap's start of the same
  // page (start-route-page.ts) takes this load.
  startPrerenderedRemotePage(document.getElementById('root'), window.location.pathname);

  // Async boundary: lets Module Federation negotiate shared singletons before any of them is imported.
  import('./bootstrap');
});
