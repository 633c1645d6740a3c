import { DEV_IDENTITY_TOKEN_SECRET } from './identity-token';

/** Secrets shorter than this are refused everywhere (hex of 16 random bytes is 32 characters). */
export const MIN_SECRET_LENGTH = 32;

/**
 * Values that are public (committed to this repository) and so never secret: the development defaults and every
 * placeholder of `.env.example` (a test reads that file and fails if one of its values is missing here).
 */
export const KNOWN_PUBLIC_SECRETS: readonly string[] = [
  DEV_IDENTITY_TOKEN_SECRET,
  'replace-with-output-of-openssl-rand-hex-32-aaaaaaaa',
  'replace-with-output-of-openssl-rand-hex-32-bbbbbbbbbbb',
  'replace-with-a-url-safe-password',
  'emulator-token',
];

/**
 * Why a secret is not fit for production, or null when it is: a known public value (a development default or an
 * `.env.example` placeholder, in any case), too short, or too predictable (few distinct characters, one repeated
 * chunk, a placeholder word). Used by every service, the worker and the gateway at start (issue 7, hole 4).
 */
export function weakSecretReason(value: string): string | null {
  const normalised = value.trim().toLowerCase();
  if (KNOWN_PUBLIC_SECRETS.some((known) => known.toLowerCase() === normalised))
    return 'is a published development or example value';
  if (/(replace|change)[-_ ]?(me|with)|example|placeholder|petcora-dev|secret-?key/.test(normalised))
    return 'looks like a placeholder';
  if (value.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters`;
  if (new Set(value).size < 10) return 'has too few distinct characters to be random';
  if (/^(.{1,8})\1+$/.test(value)) return 'is one short chunk repeated';
  return null;
}

/** Throws with one clear message when `NODE_ENV=production` and the secret is weak. */
export function assertProductionSecret(name: string, value: string, nodeEnv: string | undefined): void {
  if (nodeEnv !== 'production') return;
  const reason = weakSecretReason(value);
  if (reason)
    throw new Error(`Invalid configuration: ${name} ${reason}; generate one with: openssl rand -hex 32`);
}
