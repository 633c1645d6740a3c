import { IDENTITY_HEADER } from '@petcora/contracts';
import type { Request } from 'express';
import type { ServiceName } from '../config/gateway-config';
import { identityTokenFor } from '../identity/identity-middleware';

export class UpstreamStatusError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'UpstreamStatusError';
  }
}

/**
 * GETs JSON from `service` with a hard timeout, carrying the caller's identity token (signed for that service)
 * and request id along. Rejects on a network error, a timeout, a non-2xx status or a body that is not JSON.
 */
export async function getJson(
  service: ServiceName,
  url: string,
  req: Request,
  timeoutMs: number,
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const identity = identityTokenFor(req, service);
  if (identity) headers[IDENTITY_HEADER] = identity;
  const requestId = req.headers['x-request-id'];
  if (typeof requestId === 'string') headers['x-request-id'] = requestId;
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamStatusError(url, response.status);
  }
  return response.json();
}
