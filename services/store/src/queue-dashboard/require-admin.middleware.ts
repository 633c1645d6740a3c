import type { KeyObject } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
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

/** A page load in a browser (address bar, link) rather than a script's request. */
function isBrowserNavigation(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['json', 'html']) === 'html';
}

/**
 * Guards the Bull Board dashboard, which is plain Express middleware that Nest guards never see. Trusts only the
 * gateway's identity token signed for the store: anonymous callers get 401 (a browser is sent to sign in), members 403.
 */
export function requireAdmin(gatewayPublicKey: KeyObject): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    const header = req.headers[IDENTITY_HEADER];
    const identity = verifyIdentityToken(
      typeof header === 'string' ? header : undefined,
      gatewayPublicKey,
      'store',
    );
    if (!identity) {
      if (isBrowserNavigation(req)) return res.redirect(302, SIGN_IN_REDIRECT);
      return res.status(401).json({ message: 'Authentication required' });
    }
    if (identity.role !== 'admin') {
      if (isBrowserNavigation(req)) return res.status(403).type('html').send(FORBIDDEN_PAGE);
      return res.status(403).json({ message: 'Admin access required' });
    }
    next();
  };
}
