// The site's styles belong to the entry, not to the bootstrap chunk, so they are a <link> in index.html: the
// prerendered pages (ADR 0039) paint styled before any script runs.
import '@petcora/ui/styles.css';
import './layout/layout.css';

// Async boundary: lets Module Federation negotiate shared singletons before any of them is imported.
import('./bootstrap');
