import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertAuthRoute } from './auth-route';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

declare module 'fastify' {
  interface Session {
    /** Id of the signed-in user. */
    userId?: string;
    /** When the session was signed in (ms since epoch): the absolute lifetime counts from here. */
    startedAt?: number;
    /** Last time the session was seen in use, at most a minute stale: the idle timeout counts from here. */
    seenAt?: number;
    /**
     * Until when (ms since epoch) a correct admin overview password (POST /api/admin/unlock) unlocked this admin's
     * session for the admin stats; never grants a role. Dropped by POST /api/admin/lock (a new session without it).
     */
    adminElevatedUntil?: number;
  }
}

/**
 * Signs `userId` in on a brand-new session id (the old id, possibly planted by an attacker, is discarded:
 * session fixation) and writes it before the response goes out, so the next request already sees it.
 */
export async function startSession(
  req: FastifyRequest,
  userId: string,
  options: { adminElevatedUntil?: number } = {},
): Promise<void> {
  assertAuthRoute(req, ['credential', 'session-change']);
  await req.session.regenerate();
  req.session.userId = userId;
  req.session.startedAt = Date.now();
  req.session.seenAt = req.session.startedAt;
  if (options.adminElevatedUntil !== undefined) req.session.adminElevatedUntil = options.adminElevatedUntil;
  await req.session.save();
}

/** Deletes the session row and tells the browser to drop the cookie. Safe to call without a session. */
export async function endSession(req: FastifyRequest, res: FastifyReply, production: boolean): Promise<void> {
  assertAuthRoute(req, ['sign-out']);
  if (req.session) await req.session.destroy();
  // The plugin's destroy leaves the browser's cookie: it is cleared here, with the attributes it was set with.
  void res.clearCookie(sessionCookieName(production), sessionCookieOptions(production));
}

export function sessionUserId(req: FastifyRequest): string | null {
  return req.session?.userId ?? null;
}

/** Until when the session is unlocked for the admin overview, or undefined when it is not (or no longer). */
export function sessionAdminElevatedUntil(req: FastifyRequest, now = Date.now()): number | undefined {
  const until = req.session?.adminElevatedUntil;
  return typeof until === 'number' && until > now ? until : undefined;
}

export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/** How stale `seenAt` may get before it is written again: one write a minute per active session, not one a request. */
const SEEN_AT_RESOLUTION_MS = 60_000;

/**
 * Ends a session that was idle longer than `idleMs` or started longer than `absoluteMs` ago (false), else records
 * the activity (true). The store's row expiry follows the idle limit, so an abandoned session's row is pruned too.
 */
export async function keepSessionAlive(
  req: FastifyRequest,
  lifetime: SessionLifetime,
  now = Date.now(),
): Promise<boolean> {
  const session = req.session;
  if (!session?.userId) return false;
  const startedAt = session.startedAt ?? now;
  const seenAt = session.seenAt ?? now;
  if (now - seenAt > lifetime.idleMs || now - startedAt > lifetime.absoluteMs) {
    await session.destroy();
    return false;
  }
  if (session.startedAt === undefined || now - seenAt >= SEEN_AT_RESOLUTION_MS) {
    session.startedAt = startedAt;
    session.seenAt = now;
    await session.save();
  }
  return true;
}
