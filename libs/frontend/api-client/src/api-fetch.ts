import { XSRF_COOKIE, XSRF_HEADER } from '@petcora/contracts';
import { ApiError, parseServerMessage } from './api-error';

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body with the matching content type. */
  json?: unknown;
  body?: BodyInit | null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const [rawKey, ...rest] = pair.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * fetch with the site's conventions: cookies always sent, JSON bodies, the XSRF cookie echoed on
 * state-changing requests (the gateway refuses them otherwise) and non-OK answers thrown as ApiError.
 */
export async function apiFetch(path: string, init: ApiRequestInit = {}): Promise<Response> {
  const { json, headers: givenHeaders, ...rest } = init;
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(givenHeaders);
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  if (!SAFE_METHODS.has(method)) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  const response = await fetch(path, { ...rest, method, headers, body, credentials: 'include' });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text, parseServerMessage(text), response.statusText);
  }
  return response;
}

/** apiFetch and parse the JSON answer (undefined for an empty body, e.g. 204). */
export async function apiJson<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const response = await apiFetch(path, init);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
