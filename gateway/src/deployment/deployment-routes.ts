import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import type { RemoteName, ServiceName } from '../config/gateway-config';
import { REMOTE_NAMES, SERVICE_NAMES } from '../config/gateway-config';
import { describeError, type Logger } from '../logging/logger';
import { traceOf } from '../request-id/request-id';
import type { LiveDeployment } from './live-deployment';
import { checkServiceAddresses } from './service-addresses';

export const DEPLOYMENT_PATH = '/api/admin/deployment';
/** A switch is a few hundred bytes; anything much bigger is not one. */
const MAX_BODY = '4kb';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time (digests of equal length, whatever was sent). */
export function requireDeployToken(token: string): RequestHandler {
  const expected = digest(token);
  return (req, res, next) => {
    const match = /^Bearer ([^\s]+)$/.exec(req.headers.authorization ?? '');
    if (match && timingSafeEqual(digest(match[1]!), expected)) return next();
    res.setHeader('www-authenticate', 'Bearer realm="deployment"');
    res.status(401).json({ message: 'A valid deploy token is required' });
  };
}

function isOneOf<T extends string>(names: readonly T[], value: string): value is T {
  return (names as readonly string[]).includes(value);
}

/**
 * The deployment calls (ADR 0035): switch a remote to a built version or a service to other addresses, or go back
 * to the configuration (rollback), on every gateway copy, without a restart. Off (404) without GATEWAY_DEPLOY_TOKEN.
 * Mounted before the CSRF check: a bearer token is never sent by a browser on its own.
 */
export function deploymentRoutes(options: {
  token: string | null;
  live: LiveDeployment;
  logger: Logger;
}): Router {
  const router = Router();
  const { live, logger } = options;
  if (!options.token) {
    router.use(DEPLOYMENT_PATH, (_req, res) => {
      res.status(404).json({ message: 'Not found' });
    });
    return router;
  }
  router.use(DEPLOYMENT_PATH, requireDeployToken(options.token));
  router.use(DEPLOYMENT_PATH, express.json({ limit: MAX_BODY, strict: true }));

  const saved = async (res: express.Response, what: () => Promise<void>) => {
    try {
      await what();
    } catch (error) {
      logger.error('deployment change not saved', { error: describeError(error) }, traceOf(res));
      res
        .status(503)
        .json({ message: 'The deployment state could not be saved (Redis unreachable); nothing changed' });
      return;
    }
    res.json(await live.describe());
  };
  const bodyObject = (body: unknown): Record<string, unknown> | null =>
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;

  router.get(DEPLOYMENT_PATH, async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(await live.describe());
  });

  const remoteName = (raw: string, res: express.Response): RemoteName | null => {
    if (isOneOf(REMOTE_NAMES, raw)) return raw;
    res.status(404).json({ message: `Unknown remote; one of ${REMOTE_NAMES.join(', ')}` });
    return null;
  };
  const serviceName = (raw: string, res: express.Response): ServiceName | null => {
    if (isOneOf(SERVICE_NAMES, raw)) return raw;
    res.status(404).json({ message: `Unknown service; one of ${SERVICE_NAMES.join(', ')}` });
    return null;
  };

  router.put(`${DEPLOYMENT_PATH}/remotes/:name`, async (req, res) => {
    const name = remoteName(req.params.name, res);
    if (!name) return;
    const version = bodyObject(req.body)?.version;
    if (typeof version !== 'string' || !(await live.builds[name].has(version))) {
      res
        .status(400)
        .json({ message: `version must name a build of ${name} (GET ${DEPLOYMENT_PATH} lists them)` });
      return;
    }
    await saved(res, () =>
      live.change({ kind: 'remote', name, value: { version, at: new Date().toISOString() } }, traceOf(res)),
    );
  });

  router.delete(`${DEPLOYMENT_PATH}/remotes/:name`, async (req, res) => {
    const name = remoteName(req.params.name, res);
    if (name) await saved(res, () => live.change({ kind: 'remote', name, value: null }, traceOf(res)));
  });

  router.put(`${DEPLOYMENT_PATH}/services/:name`, async (req, res) => {
    const name = serviceName(req.params.name, res);
    if (!name) return;
    const checked = checkServiceAddresses(bodyObject(req.body)?.addresses, live.addressPolicy);
    if ('problem' in checked) {
      res.status(400).json({ message: checked.problem });
      return;
    }
    await saved(res, () =>
      live.change(
        { kind: 'service', name, value: { addresses: checked.addresses, at: new Date().toISOString() } },
        traceOf(res),
      ),
    );
  });

  router.delete(`${DEPLOYMENT_PATH}/services/:name`, async (req, res) => {
    const name = serviceName(req.params.name, res);
    if (name) await saved(res, () => live.change({ kind: 'service', name, value: null }, traceOf(res)));
  });

  router.use(DEPLOYMENT_PATH, (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  // The body parser's refusals (too large, not JSON) as clear answers, never a 500.
  const bodyErrors: ErrorRequestHandler = (err: { type?: string; status?: number }, _req, res, next) => {
    if (err?.type === 'entity.too.large') {
      res.status(413).json({ message: `Body too large (at most ${MAX_BODY})` });
      return;
    }
    if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
      res.status(400).json({ message: 'Body must be a JSON object' });
      return;
    }
    next(err);
  };
  router.use(DEPLOYMENT_PATH, bodyErrors);
  return router;
}
