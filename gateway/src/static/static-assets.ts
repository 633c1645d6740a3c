import { promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { FastifyReply, FastifyRequest } from 'fastify';
import send from 'send';
import type { RemoteName } from '../config/gateway-config';
import { REMOTE_NAMES } from '../config/gateway-config';
import { REMOTE_VERSION_PATTERN } from '../deployment/remote-builds';
import { answerJson, below, isGet, isUnder, pathOf, type Step } from '../http/steps';
import { cacheControlFor, IMMUTABLE } from './cache-policy';
import { PRERENDERED_DIR, shellPageAt, type ShellPageOptions } from './shell-page';

export { shellPage } from './shell-page';

/** Paths the SPA fallback never answers: they belong to the API, the bundles, the queue dashboard or probes. */
const NOT_PAGES = /^\/(?:api|mfe|admin\/queues|internal|health)(?:\/|$)/;

type CacheControlOf = (filePath: string) => string;

/**
 * Serves the file at `filePath` (a URL path, relative to `root`) with `send`, as the gateway's static files always
 * were: no directory index, an ETag and Last-Modified, ranges, dot files ignored, `cache-control` from `cacheControl`.
 * Resolves once the file is being sent (the reply is then written by `send` on Node's response) or, when there is no
 * such file (or a client error such as a bad range), without answering, so the next step answers.
 */
function serveFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  filePath: string,
  cacheControl: CacheControlOf,
): Promise<void> {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD') return Promise.resolve();
  const req: IncomingMessage = request.raw;
  const res: ServerResponse = reply.raw;
  return new Promise((resolve, reject) => {
    let serving = false;
    const stream = send(req, filePath, { root, index: false, cacheControl: false, etag: true });
    stream.on('file', () => {
      // From here `send` writes the answer (or its 304, 412 or 416) on the raw response.
      serving = true;
      reply.hijack();
      resolve();
    });
    stream.on('headers', (_res: ServerResponse, file: string) =>
      res.setHeader('cache-control', cacheControl(file)),
    );
    stream.on('directory', () => {
      // A folder is no file: the next step answers (no listing, no redirect to it).
      resolve();
    });
    stream.on('error', (error: { statusCode?: number }) => {
      if (serving) {
        if (!res.headersSent) answerRawNotFound(res);
        else res.destroy();
        return;
      }
      if ((error.statusCode ?? 500) < 500) resolve();
      else reject(error);
    });
    stream.pipe(res);
  });
}

function answerRawNotFound(res: ServerResponse): void {
  const body = JSON.stringify({ message: 'Not found' });
  res.statusCode = 404;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}

/** Compresses what the rest of this request writes (static files and pages; never the API: it is not run there). */
function compressing(): Step {
  const compress = compression();
  return (request, reply) => {
    compress(request.raw as never, reply.raw as never, () => undefined);
    reply.locals.compressed = true;
  };
}

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
    // A malformed escape is refused by `send` itself (a 400, so the next step answers).
  }
  return /\.map$/i.test(decoded.replace(/\/+$/, ''));
}

function refusesSourceMap(request: FastifyRequest, reply: FastifyReply, path: string): boolean {
  if (!isSourceMapPath(path)) return false;
  answerJson(request, reply, 404, { message: 'Not found' });
  return true;
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

/** `/<version>/<file…>`: only files inside a version folder (never dist/current.json, never a dot folder). */
const VERSIONED_FILE = /^\/([^/]+)\/./;

/**
 * `/mfe/<name>/<version>/*`: each remote's versioned builds (ADR 0035); old versions stay servable, so a visitor
 * mid-session still loads the lazy chunks of the version its page registered. CORS-open, because a shell on another
 * origin (or a CDN) may load them. A version's files never change (a new build is a new version), the manifest
 * included: all are kept forever. Anything else under /mfe is a 404.
 */
export function remoteBundles(dirs: Record<RemoteName, string>): Step {
  const compress = compressing();
  const remotes = REMOTE_NAMES.map((name) => ({
    prefix: `/mfe/${name}`,
    name,
    dir: dirs[name],
    exists: directoryProbe(dirs[name]),
  }));
  const immutable = () => IMMUTABLE;
  return async (request, reply) => {
    const path = pathOf(request, reply);
    if (!isUnder(path, '/mfe')) return;
    const remote = remotes.find(({ prefix }) => isUnder(path, prefix));
    if (remote) {
      const res = reply.raw;
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
      if (!(await remote.exists())) {
        answerJson(request, reply, 503, { message: notBuiltMessage(`${remote.name} remote`, remote.dir) });
        return;
      }
      const file = below(path, remote.prefix);
      const version = VERSIONED_FILE.exec(file)?.[1];
      if (version === undefined || !REMOTE_VERSION_PATTERN.test(version)) {
        answerJson(request, reply, 404, { message: 'Not found' });
        return;
      }
      if (refusesSourceMap(request, reply, file)) return;
      compress(request, reply);
      await serveFile(request, reply, remote.dir, file, immutable);
      if (reply.sent) return;
    }
    answerJson(request, reply, 404, { message: 'Not found' });
  };
}

/** A navigation to a page (not a missing script or image, which should stay a 404). */
function isPageRequest(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NOT_PAGES.test(path)) return false;
  if ((request.headers.accept ?? '').includes('text/html')) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * The shell's files at `/`, and the page for every page route (its prerendered HTML or index.html; the shell's router
 * renders its own 404). Anything else is left to the next step.
 */
export function shellApp(shellDir: string, pageOptions: ShellPageOptions = {}): Step {
  const page = shellPageAt(shellDir, pageOptions);
  const compress = compressing();
  const prerendered = `/${PRERENDERED_DIR}`;
  return async (request, reply) => {
    const path = pathOf(request, reply);
    if (refusesSourceMap(request, reply, path)) return;
    compress(request, reply);
    // index.html and the prerendered pages go through the page handler only, so they always carry the nonce.
    if (isGet(request, path, '/index.html')) return page(request, reply, path);
    if (isUnder(path, prerendered)) {
      const inside = below(path, prerendered);
      if (isPageRequest(request, inside)) return page(request, reply, inside);
    }
    if (!path.startsWith(`${prerendered}/`)) {
      await serveFile(request, reply, shellDir, path, cacheControlFor);
      if (reply.sent) return;
    }
    if (isPageRequest(request, path)) return page(request, reply, path);
  };
}
