import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { NONCED_STYLE_ATTRIBUTE } from '@petcora/contracts';
import { AppProviders } from '../app/app-providers';
import { remoteRoutes } from '../app/remote-routes';
import { routes } from '../app/routes';
import { NOT_FOUND_PATH } from './prerender-paths';

/** A page route as the gateway sees it: which remote renders it, and which prerendered file to serve for it. */
export interface PageRoute {
  path: string;
  remote?: string;
  file?: string;
}

/** Written next to the prerendered files; read by the gateway's shell page (gateway/src/static/shell-page.ts). */
export interface PrerenderManifest {
  /** Every page route of the shell, in route-table order. */
  routes: PageRoute[];
  /** Served for a path no route matches (the shell's 404 page). */
  notFound: string;
}

/** The shell's own pages that need no signed-in user and no data: the whole page is in the HTML. */
const STATIC_PAGES = ['/', '/about', '/pet-haven', '/privacy', '/terms', '/cookies'];

/** Paths of every route, from the route table itself, so the list cannot drift from what the browser routes. */
function pathsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

function fileNameOf(path: string): string {
  return path === '/'
    ? 'home.html'
    : path === NOT_FOUND_PATH
      ? 'not-found.html'
      : `${path.slice(1).replaceAll('/', '-')}.html`;
}

/**
 * Which routes get a prerendered file: the static pages whole, and the remotes' public pages with a fixed path as
 * their frame (navigation, footer, a placeholder where the remote's page will go), so a phone paints the frame before
 * any JavaScript arrives. Pages behind sign-in or with parameters are left to the browser.
 */
export function prerenderManifest(): PrerenderManifest {
  const pageRoutes = pathsOf(routes)
    .filter((path) => path !== NOT_FOUND_PATH)
    .map((path): PageRoute => {
      const remoteRoute = remoteRoutes.find((route) => route.path === path);
      const fixedPath = !/[:*]/.test(path) && !path.startsWith('/api/');
      const prerendered = remoteRoute ? fixedPath && !remoteRoute.protection : STATIC_PAGES.includes(path);
      return {
        path,
        ...(remoteRoute ? { remote: remoteRoute.remote } : {}),
        ...(prerendered ? { file: fileNameOf(path) } : {}),
      };
    });
  return { routes: pageRoutes, notFound: fileNameOf(NOT_FOUND_PATH) };
}

/**
 * The HTML of `path` as the browser's first render makes it (visitor, session still unknown, no stored consent), with
 * every lazy page loaded. Client-only parts (see useHydrated) are left out and appear after hydration.
 */
export async function renderPage(path: string): Promise<string> {
  const url = path === NOT_FOUND_PATH ? '/__prerendered-not-found__' : path;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${url}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect when prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppProviders hydrating>
      {/* No hydration data: no route has a loader, and its inline script would need a CSP nonce. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // React outlines a large Suspense boundary (a long legal page) and reveals it with an inline script, which the CSP
    // (script-src 'self') blocks: keep every boundary in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * `<remote>/<module>` of the remote page a prerendered path shows, for the shell's entry to start loading at once
 * (src/remotes/page-remote.ts); null for the shell's own pages.
 */
export function remotePageOf(path: string): string | null {
  const route = remoteRoutes.find((candidate) => candidate.path === path && !candidate.protection);
  return route ? `${route.remote}/${route.module}` : null;
}

/**
 * The shell's index.html with the page's HTML in #root, marked with the path it was made for and, on a remote's
 * page, the remote page it shows.
 */
export function withPrerenderedRoot(indexHtml: string, path: string, pageHtml: string): string {
  // The built index.html is minified: attribute quotes may be gone.
  const root = /<div id=(["']?)root\1><\/div>/;
  if (!root.test(indexHtml)) throw new Error('index.html has no empty <div id="root">');
  const remotePage = remotePageOf(path);
  const remoteAttribute = remotePage ? ` data-remote-page="${remotePage}"` : '';
  const marked = `<div id="root" data-prerendered="${path}"${remoteAttribute}>${pageHtml}</div>`;
  return indexHtml.replace(root, () => marked);
}

/**
 * The web fonts every page paints with: the files subset to the site's characters (@petcora/ui's build step), in
 * dist/fonts, fetched with the stylesheet, not after it.
 */
export const PRELOADED_FONTS = [/^inter-site\.[0-9a-f]+\.woff2$/, /^fraunces-site\.[0-9a-f]+\.woff2$/];

/** index.html with `<link rel="preload">` for each font, before the stylesheet (fonts need CORS mode to be reused). */
export function withFontPreloads(indexHtml: string, fontUrls: string[]): string {
  const links = fontUrls
    .filter((url) => !indexHtml.includes(`href="${url}"`))
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return indexHtml.replace(/<title>/i, (title) => `${links}${title}`);
}

/**
 * index.html with the shell's stylesheet (`<link href=/main.<hash>.css rel=stylesheet>`) replaced by its text in a
 * `<style>`: a phone paints the prerendered page once the HTML is parsed, without a render-blocking request's round
 * trip first (under Lighthouse's slow-4G simulation that request, not the bytes, put the first paint late).
 * The sheet is small (~5 KB gzipped, minified) and every page needs all of it: @petcora/ui's components render on any route.
 * Its `url()`s must be absolute, since they now resolve against the page's URL: a relative one fails the build.
 */
export function withInlineStylesheet(indexHtml: string, readStylesheet: (href: string) => string): string {
  const links = [...indexHtml.matchAll(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi)];
  if (links.length === 0 && indexHtml.includes(`<style ${NONCED_STYLE_ATTRIBUTE}>`)) return indexHtml;
  if (links.length !== 1) throw new Error(`index.html should link one stylesheet, found ${links.length}`);
  const [link] = links[0];
  const href = /\bhref=(["']?)([^"'\s>]+)\1/i.exec(link)?.[2];
  if (!href || !/^\/[\w.-]+\.css$/.test(href)) throw new Error(`Not a stylesheet of this build: ${link}`);
  const css = readStylesheet(href).replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  const relative = /url\(\s*(?!["']?(?:\/|data:|#))[^)]*\)/i.exec(css);
  if (relative) throw new Error(`${href}: a relative ${relative[0]} would resolve against each page's URL`);
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style"`);
  return indexHtml.replace(link, () => `<style ${NONCED_STYLE_ATTRIBUTE}>${css}</style>`);
}
