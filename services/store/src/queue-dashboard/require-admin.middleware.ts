import type { KeyObject } from 'node:crypto';
import accepts from 'accepts';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { IDENTITY_HEADER } from '@petcora/contracts';
import { verifyIdentityToken } from '@petcora/identity';

export const SIGN_IN_REDIRECT = '/auth?returnTo=/admin/queues';

const FORBIDDEN_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Admin access required</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>Admin access required</h1>
<p>The queue dashboard is only available to Pet Cora admins.</p>
<p><a href="/">Back to Pet Cora</a></p>
</body></html>`;

/** A page load in a browser (address bar, link) rather than a script's request: negotiated as Express negotiates. */
function isBrowserNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    accepts(request.raw).types(['json', 'html']) === 'html'
  );
}

/**
 * Guards the Bull Board dashboard, whose routes are Bull Board's own and never see Nest guards: an `onRequest` hook
 * of the dashboard's scope. Trusts only the gateway's identity token signed for the store: anonymous callers get 401
 * (a browser is sent to sign in), members 403.
 */
export function requireAdmin(gatewayPublicKey: KeyObject): onRequestHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    void reply.header('Cache-Control', 'no-store');
    const header = request.headers[IDENTITY_HEADER];
    const identity = verifyIdentityToken(
      typeof header === 'string' ? header : undefined,
      gatewayPublicKey,
      'store',
    );
    if (!identity) {
      if (isBrowserNavigation(request)) return void reply.redirect(SIGN_IN_REDIRECT, 302);
      return void reply.code(401).send({ message: 'Authentication required' });
    }
    if (identity.role !== 'admin') {
      if (isBrowserNavigation(request))
        return void reply.code(403).type('text/html; charset=utf-8').send(FORBIDDEN_PAGE);
      return void reply.code(403).send({ message: 'Admin access required' });
    }
    done();
  };
}
