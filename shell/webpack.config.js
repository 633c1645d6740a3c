const { createHostConfig, uiLibraryParts } = require('@petcora/webpack-config');

/**
 * What the shell's pages load together, one chunk each instead of one per module (ADR 0045).
 * - `start`: the shared modules every page loads at start (react, react-dom, react-router, zustand, the session, the
 *   fetch functions and the UI parts the frame renders: button, card, spinner, toast store, consent, and the remote
 *   loader remotes use to show each other's components). They were 13
 *   scripts the entry inserted one by one in its first task. Exactly what every page took anyway, so no page loads a
 *   byte more; the parts only some pages use (dialog, the toaster, …) keep their own chunks.
 * - `queries`: TanStack Query, the site's query client and its provider, which every page that reads data loads
 *   together (with-site-queries.tsx); three scripts before.
 */
const chunkGroups = {
  start: [
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|zustand)[\\/]/,
    /[\\/]webpack-config[\\/]shared[\\/]react-router\.mjs$/,
    /[\\/]libs[\\/]frontend[\\/]session[\\/]src[\\/]/,
    /[\\/]libs[\\/]frontend[\\/]api-client[\\/]src[\\/](index|api-error|api-fetch|upload-with-progress)\.ts$/,
    uiLibraryParts(
      /class-names\.ts$/,
      /button[\\/]/,
      /card[\\/]/,
      /spinner[\\/]/,
      /consent[\\/]/,
      /toast[\\/]toast-store\.ts$/,
      /remote-module[\\/]/,
    ),
    // Where sign-in brings a visitor back (the session's redirect-after-login part reads it on every protected page).
    /[\\/]libs[\\/]shared[\\/]validation[\\/]src[\\/]return-path\.ts$/,
    /[\\/]libs[\\/]shared[\\/]contracts[\\/]src[\\/](identity|consent)\.ts$/,
  ],
  queries: [
    /[\\/]node_modules[\\/]@tanstack[\\/]/,
    /[\\/]libs[\\/]frontend[\\/]api-client[\\/]src[\\/]query-client\.ts$/,
    /[\\/]shell[\\/]src[\\/]app[\\/]site-query-provider\.tsx$/,
  ],
};

module.exports = createHostConfig({ projectRoot: __dirname, port: 4200, chunkGroups });
module.exports.chunkGroups = chunkGroups;
