import { promises as fs } from 'node:fs';
import compression from 'compression';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { RemoteName } from '../config/gateway-config';
import { REMOTE_NAMES } from '../config/gateway-config';
import { REMOTE_VERSION_PATTERN } from '../deployment/remote-builds';
import { cacheControlFor, IMMUTABLE } from './cache-policy';
import { PRERENDERED_DIR, shellPage, type ShellPageOptions } from './shell-page';

export { shellPage } from './shell-page';

/** Paths the SPA fallback never answers: they belong to the API, the bundles, the queue dashboard or probes. */
const NOT_PAGES = /^\/(?:api|mfe|admin\/queues|internal|health)(?:\/|$)/;

const staticOptions = {
  index: false as const,
  cacheControl: false,
  etag: true,
  setHeaders: (res: Response, filePath: string) => res.setHeader('cache-control', cacheControlFor(filePath)),
};

function notBuiltMessage(what: string, folder: string): string {
  return `The ${what} has not been built yet (no ${folder}). Run "npm run build" (or "npm start"), then reload.`;
}

/**
 * Whether a request asks for a source map (`.map`, also percent-encoded). Production builds keep their maps out of
 * the served folders (dist-sourcemaps/, libs/tooling/webpack-config/source-maps.js); one left in a folder by hand or
 * by an older build is still never served, as it would publish the original sources.
 */
export function isSourceMapPath(requestPath: string): boolean {
  let decoded = requestPath;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    // A malformed escape is refused by express.static itself.
  }
  return /\.map$/i.test(decoded.replace(/\/+$/, ''));
}

const refuseSourceMaps: RequestHandler = (req, res, next) => {
  if (!isSourceMapPath(req.path)) return next();
  res.status(404).json({ message: 'Not found' });
};

/** Remembers a directory once it exists, so a build made after start-up is picked up without a restart. */
function directoryProbe(dir: string): () => Promise<boolean> {
  let seen = false;
  return async () => {
    if (seen) return true;
    seen = await fs.stat(dir).then(
      (s) => s.isDirectory(),
      () => false,
    );
    return seen;
  };
}

/** `/<version>/<file…>`: only files inside a version folder (never dist/current.json, never a dot folder). */
const VERSIONED_FILE = /^\/([^/]+)\/./;

const remoteStaticOptions = {
  ...staticOptions,
  // A version's files never change (a new build is a new version), the manifest included.
  setHeaders: (res: Response) => res.setHeader('cache-control', IMMUTABLE),
};

/**
 * `/mfe/<name>/<version>/*`: each remote's versioned builds (ADR 0035); old versions stay servable, so a visitor
 * mid-session still loads the lazy chunks of the version its page registered. CORS-open, because a shell on another
 * origin (or a CDN) may load them.
 */
export function remoteBundles(dirs: Record<RemoteName, string>): Router {
  const router = Router();
  const compress = compression();
  for (const name of REMOTE_NAMES) {
    const dir = dirs[name];
    const exists = directoryProbe(dir);
    router.use(`/mfe/${name}`, async (req, res, next) => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
      if (!(await exists())) {
        res.status(503).json({ message: notBuiltMessage(`${name} remote`, dir) });
        return;
      }
      const version = VERSIONED_FILE.exec(req.path)?.[1];
      if (version === undefined || !REMOTE_VERSION_PATTERN.test(version)) {
        res.status(404).json({ message: 'Not found' });
        return;
      }
      next();
    });
    router.use(`/mfe/${name}`, refuseSourceMaps, compress, express.static(dir, remoteStaticOptions));
  }
  router.use('/mfe', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return router;
}

/** A navigation to a page (not a missing script or image, which should stay a 404). */
function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (NOT_PAGES.test(req.path)) return false;
  if ((req.headers.accept ?? '').includes('text/html')) return true;
  const lastSegment = req.path.slice(req.path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * The shell's files at `/`, and the page for every page route (its prerendered HTML or index.html; the shell's router
 * renders its own 404).
 */
export function shellApp(shellDir: string, pageOptions: ShellPageOptions = {}): Router {
  const router = Router();
  const page = shellPage(shellDir, pageOptions);
  router.use(refuseSourceMaps);
  router.use(compression());
  // index.html and the prerendered pages go through the page handler only, so they always carry the nonce.
  router.get('/index.html', page);
  router.use(`/${PRERENDERED_DIR}`, (req, res, next) => (isPageRequest(req) ? page(req, res, next) : next()));
  router.use(skipPrefix(`/${PRERENDERED_DIR}/`, express.static(shellDir, staticOptions)));
  router.use((req, res, next) => (isPageRequest(req) ? page(req, res, next) : next()));
  return router;
}

/** Runs `handler` except for paths under `prefix`, which go on to the next handler. */
function skipPrefix(prefix: string, handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.path.startsWith(prefix) ? next() : handler(req, res, next));
}
