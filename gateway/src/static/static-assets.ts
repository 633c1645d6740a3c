import { promises as fs } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { RemoteName } from '../config/gateway-config';
import { REMOTE_NAMES } from '../config/gateway-config';
import { cspNonceOf } from '../security/security-headers';
import { cacheControlFor, NO_CACHE } from './cache-policy';

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

/**
 * `/mfe/<name>/*`: each remote's built files. CORS-open, because a shell on another origin (or a CDN) may load them.
 */
export function remoteBundles(dirs: Record<RemoteName, string>): Router {
  const router = Router();
  const compress = compression();
  for (const name of REMOTE_NAMES) {
    const dir = dirs[name];
    const exists = directoryProbe(dir);
    router.use(`/mfe/${name}`, async (_req, res, next) => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
      if (await exists()) return next();
      res.status(503).json({ message: notBuiltMessage(`${name} remote`, dir) });
    });
    router.use(`/mfe/${name}`, compress, express.static(dir, staticOptions));
  }
  router.use('/mfe', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return router;
}

/**
 * Sends the shell's index.html (never cached: it names the current hashed bundles and carries this response's CSP
 * nonce in `<meta name="csp-nonce">`), or a 503 when unbuilt. The file is re-read only when it changes.
 */
export function shellPage(shellDir: string): RequestHandler {
  const indexFile = path.join(shellDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  const readIndex = async (): Promise<string> => {
    const { mtimeMs } = await fs.stat(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await fs.readFile(indexFile, 'utf8') };
    return cached.html;
  };
  return async (_req, res) => {
    let html: string;
    try {
      html = await readIndex();
    } catch {
      const message = notBuiltMessage('site', indexFile);
      res.status(503);
      res.format({
        html: () =>
          res
            .type('html')
            .send(`<!doctype html><meta charset="utf-8"><title>Pet Cora</title><p>${message}</p>`),
        default: () => res.json({ message }),
      });
      return;
    }
    res.setHeader('cache-control', NO_CACHE);
    res.type('html').send(withCspNonce(html, cspNonceOf(res)));
  };
}

/** Puts the nonce first in <head>, before any script that reads it. A base64 nonce needs no HTML escaping. */
export function withCspNonce(html: string, nonce: string): string {
  return html.replace(/<head([^>]*)>/i, `<head$1><meta name="csp-nonce" content="${nonce}">`);
}

/** A navigation to a page (not a missing script or image, which should stay a 404). */
function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (NOT_PAGES.test(req.path)) return false;
  if ((req.headers.accept ?? '').includes('text/html')) return true;
  const lastSegment = req.path.slice(req.path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/** The shell's files at `/`, and index.html for every page route (the shell's router renders its own 404). */
export function shellApp(shellDir: string): Router {
  const router = Router();
  const page = shellPage(shellDir);
  router.use(compression());
  // index.html itself goes through the page handler too, so it always carries the nonce.
  router.get('/index.html', page);
  router.use(express.static(shellDir, staticOptions));
  router.use((req, res, next) => (isPageRequest(req) ? page(req, res, next) : next()));
  return router;
}
