import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteName, ServiceName } from '../config/gateway-config';
import { REMOTE_NAMES, SERVICE_NAMES } from '../config/gateway-config';
import { answerJson, isRoute, isUnder, pathOf, type Step } from '../http/steps';
import { describeError, type Logger } from '../logging/logger';
import { traceOf } from '../request-id/request-id';
import type { LiveDeployment } from './live-deployment';
import { checkServiceAddresses } from './service-addresses';

export const DEPLOYMENT_PATH = '/api/admin/deployment';
/** A switch is a few hundred bytes; anything much bigger is not one. */
const MAX_BODY = '4kb';
const MAX_BODY_BYTES = 4 * 1024;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time (digests of equal length, whatever was sent). */
export function requireDeployToken(token: string): Step {
  const expected = digest(token);
  return (request, reply) => {
    const match = /^Bearer ([^\s]+)$/.exec(request.headers.authorization ?? '');
    if (match && timingSafeEqual(digest(match[1]!), expected)) return;
    reply.header('www-authenticate', 'Bearer realm="deployment"');
    answerJson(request, reply, 401, { message: 'A valid deploy token is required' });
  };
}

function isOneOf<T extends string>(names: readonly T[], value: string): value is T {
  return (names as readonly string[]).includes(value);
}

/** The body's refusals (too large, not JSON) as clear answers, never a 500. */
class BodyRefused extends Error {
  constructor(readonly status: 400 | 413) {
    super(status === 413 ? 'body too large' : 'body not JSON');
  }
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * The request's JSON body (as express.json with `strict` read it: an object or an array; an empty body is `{}`), or
 * undefined when it is not sent as JSON. At most MAX_BODY_BYTES are read: a longer body is refused (413).
 */
function readJsonBody(request: FastifyRequest): Promise<unknown> {
  const req = request.raw;
  const type = req.headers['content-type'];
  const declared = Number(req.headers['content-length'] ?? 0);
  const hasBody = req.headers['transfer-encoding'] !== undefined || declared > 0;
  if (!hasBody || type === undefined || !JSON_TYPE.test(type)) {
    req.resume();
    return Promise.resolve(undefined);
  }
  if (declared > MAX_BODY_BYTES) {
    req.resume();
    return Promise.reject(new BodyRefused(413));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyRefused(413));
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => reject(new BodyRefused(400)));
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve({});
      const first = text.trimStart()[0];
      if (first !== '{' && first !== '[') return reject(new BodyRefused(400));
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new BodyRefused(400));
      }
    });
  });
}

const NAMED_SWITCH = /^\/(remotes|services)\/([^/]+)\/?$/i;

/**
 * The deployment calls (ADR 0035): switch a remote to a built version or a service to other addresses, or go back
 * to the configuration (rollback), on every gateway copy, without a restart. Off (404) without GATEWAY_DEPLOY_TOKEN.
 * A step before the CSRF check: a bearer token is never sent by a browser on its own.
 */
export function deploymentRoutes(options: {
  token: string | null;
  live: LiveDeployment;
  logger: Logger;
}): Step {
  const { live, logger } = options;
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    answerJson(request, reply, 404, { message: 'Not found' });
  if (!options.token) {
    return (request, reply) => {
      if (isUnder(pathOf(request, reply), DEPLOYMENT_PATH)) notFound(request, reply);
    };
  }
  const requireToken = requireDeployToken(options.token);

  const saved = async (request: FastifyRequest, reply: FastifyReply, what: () => Promise<void>) => {
    try {
      await what();
    } catch (error) {
      logger.error('deployment change not saved', { error: describeError(error) }, traceOf(reply));
      answerJson(request, reply, 503, {
        message: 'The deployment state could not be saved (Redis unreachable); nothing changed',
      });
      return;
    }
    answerJson(request, reply, 200, await live.describe());
  };
  const bodyObject = (body: unknown): Record<string, unknown> | null =>
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;

  const remoteName = (raw: string, request: FastifyRequest, reply: FastifyReply): RemoteName | null => {
    if (isOneOf(REMOTE_NAMES, raw)) return raw;
    answerJson(request, reply, 404, { message: `Unknown remote; one of ${REMOTE_NAMES.join(', ')}` });
    return null;
  };
  const serviceName = (raw: string, request: FastifyRequest, reply: FastifyReply): ServiceName | null => {
    if (isOneOf(SERVICE_NAMES, raw)) return raw;
    answerJson(request, reply, 404, { message: `Unknown service; one of ${SERVICE_NAMES.join(', ')}` });
    return null;
  };

  const answerCall = async (request: FastifyRequest, reply: FastifyReply, path: string): Promise<void> => {
    let body: unknown;
    try {
      body = await readJsonBody(request);
    } catch (error) {
      if (!(error instanceof BodyRefused)) throw error;
      if (error.status === 413)
        answerJson(request, reply, 413, { message: `Body too large (at most ${MAX_BODY})` });
      else answerJson(request, reply, 400, { message: 'Body must be a JSON object' });
      return;
    }
    const method = request.method;
    if ((method === 'GET' || method === 'HEAD') && isRoute(path, DEPLOYMENT_PATH)) {
      reply.header('cache-control', 'no-store');
      answerJson(request, reply, 200, await live.describe());
      return;
    }
    const named = NAMED_SWITCH.exec(path.slice(DEPLOYMENT_PATH.length));
    let raw: string | undefined;
    try {
      raw = named ? decodeURIComponent(named[2]!) : undefined;
    } catch {
      answerJson(request, reply, 400, { message: 'Bad request' });
      return;
    }
    if (!named || raw === undefined || (method !== 'PUT' && method !== 'DELETE'))
      return notFound(request, reply);
    const trace = traceOf(reply);
    if (named[1]!.toLowerCase() === 'remotes') {
      const name = remoteName(raw, request, reply);
      if (!name) return;
      if (method === 'DELETE') {
        await saved(request, reply, () => live.change({ kind: 'remote', name, value: null }, trace));
        return;
      }
      const version = bodyObject(body)?.version;
      if (typeof version !== 'string' || !(await live.builds[name].has(version))) {
        answerJson(request, reply, 400, {
          message: `version must name a build of ${name} (GET ${DEPLOYMENT_PATH} lists them)`,
        });
        return;
      }
      await saved(request, reply, () =>
        live.change({ kind: 'remote', name, value: { version, at: new Date().toISOString() } }, trace),
      );
      return;
    }
    const name = serviceName(raw, request, reply);
    if (!name) return;
    if (method === 'DELETE') {
      await saved(request, reply, () => live.change({ kind: 'service', name, value: null }, trace));
      return;
    }
    const checked = checkServiceAddresses(bodyObject(body)?.addresses, live.addressPolicy);
    if ('problem' in checked) {
      answerJson(request, reply, 400, { message: checked.problem });
      return;
    }
    await saved(request, reply, () =>
      live.change(
        { kind: 'service', name, value: { addresses: checked.addresses, at: new Date().toISOString() } },
        trace,
      ),
    );
  };

  return (request, reply) => {
    const path = pathOf(request, reply);
    if (!isUnder(path, DEPLOYMENT_PATH)) return;
    requireToken(request, reply);
    if (reply.sent) return;
    return answerCall(request, reply, path);
  };
}
