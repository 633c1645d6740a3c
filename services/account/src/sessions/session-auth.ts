import type { Request, Response } from 'express';
import { assertAuthRoute } from './auth-route';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie';

declare module 'express-session' {
  interface SessionData {
    /** Id of the signed-in user. */
    userId: string;
    /** Set by a correct admin overview password (POST /api/admin/unlock) on an admin's session; never grants a role. */
    adminElevated?: boolean;
  }
}

/**
 * Signs `userId` in on a brand-new session id (the old id, possibly planted by an attacker, is discarded:
 * session fixation) and writes it before the response goes out, so the next request already sees it.
 */
export async function startSession(
  req: Request,
  userId: string,
  options: { adminElevated?: boolean } = {},
): Promise<void> {
  assertAuthRoute(req, ['credential', 'session-change']);
  await new Promise<void>((resolve, reject) =>
    req.session.regenerate((error) => (error ? reject(error) : resolve())),
  );
  req.session.userId = userId;
  if (options.adminElevated) req.session.adminElevated = true;
  await new Promise<void>((resolve, reject) =>
    req.session.save((error) => (error ? reject(error) : resolve())),
  );
}

/** Deletes the session row and tells the browser to drop the cookie. Safe to call without a session. */
export async function endSession(req: Request, res: Response, production: boolean): Promise<void> {
  assertAuthRoute(req, ['sign-out']);
  if (req.session) {
    await new Promise<void>((resolve, reject) =>
      req.session.destroy((error) => (error ? reject(error) : resolve())),
    );
  }
  const { maxAge: _maxAge, ...clearOptions } = sessionCookieOptions(production);
  res.clearCookie(SESSION_COOKIE, clearOptions);
}

export function sessionUserId(req: Request): string | null {
  return req.session?.userId ?? null;
}
