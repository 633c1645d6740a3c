import { promises as fs } from 'node:fs';
import path from 'node:path';
import accepts from 'accepts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSENT_DECIDED,
  CONSENT_HINT_ATTRIBUTE,
  NONCED_STYLE_ATTRIBUTE,
  NO_SESSION_HINT,
  SESSION_HINT_META,
} from '@petcora/contracts';
import { readRawCookie } from '../identity/session-cookie';
import { answer, answerJson, pathOf, type Step } from '../http/steps';
import { cspNonceOf } from '../security/security-headers';
import { NO_CACHE } from './cache-policy';

/** Where the shell's build puts its prerendered pages and their route list (shell/scripts/prerender.js, ADR 0039). */
export const PRERENDERED_DIR = 'prerendered';
const PAGES_FILE = 'pages.json';
/** What a prerendered file may be called: a plain name in PRERENDERED_DIR, never a path. */
const PAGE_FILE_NAME = /^[a-z0-9][a-z0-9-]*\.html$/;

export interface PageRoute {
  path: string;
  remote?: string;
  file?: string;
}

interface PrerenderedPages {
  routes: PageRoute[];
  notFound?: string;
}

export interface ShellPageOptions {
  /** The session cookie's name: without it in the request, the page tells the shell the visitor is anonymous. */
  sessionCookie?: string;
  /** The cookie-choice cookie's name: with it in the request, the prerendered cookie banner stays hidden. */
  consentCookie?: string;
  /** The manifest URL the shell will load for a remote (as GET /api/remotes answers), to preload it. */
  remoteManifestUrl?: (remote: string) => Promise<string | undefined> | string | undefined;
}

/**
 * Whether `pattern` (a react-router path of the shell's route table: `:param` segments, a trailing `*`) matches
 * `pathname` the way the shell's router will: case-insensitively, ignoring a trailing slash.
 */
export function routeMatches(pattern: string, pathname: string): boolean {
  const segments = (p: string) => p.toLowerCase().split('/').filter(Boolean);
  const wanted = segments(pattern);
  const actual = segments(pathname);
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i] === '*' && i === wanted.length - 1) return true;
    if (i >= actual.length) return false;
    if (!wanted[i].startsWith(':') && wanted[i] !== actual[i]) return false;
  }
  return wanted.length === actual.length;
}

/** The first route of the table that matches, as the router picks it; null when none does (the 404 page). */
export function routeFor(routes: PageRoute[], pathname: string): PageRoute | null {
  return routes.find((route) => routeMatches(route.path, pathname)) ?? null;
}

/** Parses pages.json, keeping only well-formed entries (it names files the gateway reads). */
export function parsePrerenderedPages(json: string): PrerenderedPages {
  const parsed = JSON.parse(json) as { routes?: unknown; notFound?: unknown };
  const routes = (Array.isArray(parsed.routes) ? parsed.routes : []).flatMap((raw): PageRoute[] => {
    const route = raw as Partial<Record<keyof PageRoute, unknown>>;
    if (typeof route?.path !== 'string' || !route.path.startsWith('/')) return [];
    return [
      {
        path: route.path,
        ...(typeof route.remote === 'string' ? { remote: route.remote } : {}),
        ...(typeof route.file === 'string' && PAGE_FILE_NAME.test(route.file) ? { file: route.file } : {}),
      },
    ];
  });
  const notFound =
    typeof parsed.notFound === 'string' && PAGE_FILE_NAME.test(parsed.notFound) ? parsed.notFound : undefined;
  return { routes, notFound };
}

/** Reads a file again only when it changed (a build made after start-up is served without a restart). */
function cachedFile<T>(parse: (text: string) => T): (file: string) => Promise<T> {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return async (file) => {
    const { mtimeMs } = await fs.stat(file);
    const hit = cache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.value;
    const value = parse(await fs.readFile(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What the gateway adds to the page's <head> for this response. */
export interface PageHead {
  nonce: string;
  signedOut: boolean;
  /** The visitor's cookie choice is stored (the consent cookie came): `<html data-consent="decided">`. */
  consentDecided?: boolean;
  /** The remote's manifest (and its entry beside it), to fetch while the shell's own scripts load. */
  remoteManifestUrl?: string;
  /** That remote's name: the shell registers it from the preload, without waiting for GET /api/remotes. */
  remote?: string;
}

/**
 * Puts the nonce first in <head>, before any script that reads it (a base64 nonce needs no escaping), then the
 * session hint and the remote's preloads; gives the head's inlined stylesheet the nonce.
 */
export function withPageHead(html: string, head: PageHead): string {
  let tags = `<meta name="csp-nonce" content="${head.nonce}">`;
  if (head.signedOut) tags += `<meta name="${SESSION_HINT_META}" content="${NO_SESSION_HINT}">`;
  if (head.remoteManifestUrl) {
    // The entry sits beside its manifest (every remote is built with filename remoteEntry.js).
    const entry = head.remoteManifestUrl.replace(/[^/?#]*([?#].*)?$/, 'remoteEntry.js');
    // The federation runtime fetch()es the manifest (CORS mode, same-origin credentials) and adds the entry as a
    // plain <script>: the preloads match both requests, so the browser reuses them. A failed entry preload (remote
    // down) would be handed to the script of the first "Try again": the shell's entry-retry plugin asks for a retried
    // entry under another URL (shell/src/remotes/entry-retry-plugin.ts).
    const remote = head.remote ? ` data-remote="${escapeAttribute(head.remote)}"` : '';
    tags += `<link rel="preload" href="${escapeAttribute(head.remoteManifestUrl)}" as="fetch" crossorigin="anonymous"${remote}>`;
    tags += `<link rel="preload" href="${escapeAttribute(entry)}" as="script">`;
  }
  const marked = head.consentDecided
    ? html.replace(
        /<html([^>]*)>/i,
        (_match, attributes: string) => `<html${attributes} ${CONSENT_HINT_ATTRIBUTE}="${CONSENT_DECIDED}">`,
      )
    : html;
  return marked.replace(/<head([^>]*)>([\s\S]*?)<\/head>/i, (_match, attributes: string, inHead: string) => {
    // Only the head's own marked <style> (the build's inlined stylesheet) gets the nonce, never one in the body.
    const nonced = inHead.replaceAll(`<style ${NONCED_STYLE_ATTRIBUTE}>`, `<style nonce="${head.nonce}">`);
    return `<head${attributes}>${tags}${nonced}</head>`;
  });
}

/**
 * Sends the page for a route (never cached: it names the current hashed bundles and carries this response's CSP
 * nonce in `<meta name="csp-nonce">`), or a 503 when unbuilt. The page is the one prerendered at build time for the
 * route when there is one (the whole page for the shell's static pages, the frame for a remote's), else index.html.
 * Files are re-read only when they change.
 */
export function shellPage(shellDir: string, options: ShellPageOptions = {}): Step {
  const page = shellPageAt(shellDir, options);
  return (request, reply) => page(request, reply, pathOf(request, reply));
}

/** shellPage for a path given apart from the request's (the prerendered folder's pages are looked up below it). */
export function shellPageAt(
  shellDir: string,
  options: ShellPageOptions = {},
): (request: FastifyRequest, reply: FastifyReply, pathname: string) => Promise<void> {
  const indexFile = path.join(shellDir, 'index.html');
  const prerenderedDir = path.join(shellDir, PRERENDERED_DIR);
  const readHtml = cachedFile((text) => text);
  const readPages = cachedFile(parsePrerenderedPages);

  /** The prerendered file and the remote for this path; none when the build made no prerendered pages. */
  async function prerenderedFor(pathname: string): Promise<{ file?: string; remote?: string }> {
    const pages = await readPages(path.join(prerenderedDir, PAGES_FILE)).catch(() => null);
    if (!pages) return {};
    const route = routeFor(pages.routes, pathname);
    return route ? { file: route.file, remote: route.remote } : { file: pages.notFound };
  }

  async function pageHtml(pathname: string): Promise<{ html: string; remote?: string }> {
    const { file, remote } = await prerenderedFor(pathname);
    if (file) {
      const html = await readHtml(path.join(prerenderedDir, file)).catch(() => null);
      if (html !== null) return { html, remote };
    }
    return { html: await readHtml(indexFile), remote };
  }

  return async (req, res, pathname) => {
    let page: { html: string; remote?: string };
    try {
      page = await pageHtml(pathname);
    } catch {
      const message = notBuiltMessage(indexFile);
      // A browser gets a page saying so, anything else JSON.
      res.header('vary', 'Accept');
      if (accepts(req.raw).types('html'))
        answer(
          req,
          res,
          503,
          HTML,
          `<!doctype html><meta charset="utf-8"><title>Pet Cora</title><p>${message}</p>`,
        );
      else answerJson(req, res, 503, { message });
      return;
    }
    const remoteManifestUrl = page.remote
      ? await Promise.resolve(options.remoteManifestUrl?.(page.remote)).catch(() => undefined)
      : undefined;
    const signedOut =
      options.sessionCookie !== undefined &&
      readRawCookie(req.headers.cookie, options.sessionCookie) === null;
    const consentDecided =
      options.consentCookie !== undefined &&
      readRawCookie(req.headers.cookie, options.consentCookie) !== null;
    res.header('cache-control', NO_CACHE);
    // The page differs with the cookies (the hints), so a shared cache must not mix them.
    res.header('vary', 'Cookie');
    answer(
      req,
      res,
      200,
      HTML,
      withPageHead(page.html, {
        nonce: cspNonceOf(res),
        signedOut,
        consentDecided,
        remoteManifestUrl,
        remote: page.remote,
      }),
    );
  };
}

const HTML = 'text/html; charset=utf-8';

function notBuiltMessage(indexFile: string): string {
  return `The site has not been built yet (no ${indexFile}). Run "npm run build" (or "npm start"), then reload.`;
}
