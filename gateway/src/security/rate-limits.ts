import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { authRoutesOfKind } from '@petcora/contracts';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * Every credential route of the shared table (sign-in, every sign-up flavour, the admin unlock): guessing targets
 * and an argon2 hash each, so they get a strict per-IP budget. Built from the table, never listed here.
 */
export const CREDENTIAL_PATHS = authRoutesOfKind('credential').map((route) => route.path);

const ONE_MINUTE_MS = 60_000;

function perIpLimit(limit: number): RequestHandler {
  return rateLimit({
    windowMs: ONE_MINUTE_MS,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: RATE_LIMIT_MESSAGE });
    },
  });
}

/** A generous budget for all of /api (a page fires several calls), per client IP. */
export function apiRateLimit(perMinute: number): RequestHandler {
  return perIpLimit(perMinute);
}

/** Mount on CREDENTIAL_PATHS. */
export function credentialRateLimit(perMinute: number): RequestHandler {
  return perIpLimit(perMinute);
}
