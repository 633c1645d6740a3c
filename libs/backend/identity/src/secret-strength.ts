import { DEV_ONLY_SECRET } from './dev-identity-keys';
import { isDevelopmentLike } from './runtime-mode';

/** Secrets shorter than this are refused everywhere (hex of 16 random bytes is 32 characters). */
export const MIN_SECRET_LENGTH = 32;

/**
 * Fewer distinct characters than this is not random. Not 16: a random 64-character hex string misses at least one of
 * its 16 digits about a quarter of the time, while one with under 10 distinct digits essentially never occurs.
 */
export const MIN_DISTINCT_CHARACTERS = 10;

/**
 * Every value `.env.example` ships, exactly as written there (a test compares this list with the file both ways, so
 * a placeholder added to the file without being added here fails the build).
 */
export const ENV_EXAMPLE_PLACEHOLDERS: readonly string[] = [
  'replace-with-the-gateway-private-key-pem',
  'replace-with-the-matching-public-key-pem',
  'replace-with-output-of-openssl-rand-hex-32-bbbbbbbbbbb',
  'replace-with-a-url-safe-password',
  'replace-with-an-argon2id-hash',
  'replace-with-the-account-role-password',
  'replace-with-the-social-role-password',
  'replace-with-the-store-role-password',
  'replace-with-the-worker-role-password',
  'replace-with-the-redis-password',
];

/**
 * Values that are public (committed to this repository) and so never secret: the development defaults (the Square
 * emulator's token among them) and every placeholder of `.env.example`.
 */
export const KNOWN_PUBLIC_SECRETS: readonly string[] = [
  DEV_ONLY_SECRET,
  'emulator-token',
  ...ENV_EXAMPLE_PLACEHOLDERS,
];

/** True for a value committed to this repository (a development default or an `.env.example` placeholder). */
export function isPublishedSecret(value: string): boolean {
  const normalised = value.trim().toLowerCase();
  return KNOWN_PUBLIC_SECRETS.some((known) => known.toLowerCase() === normalised);
}

/** True when at least half the steps between neighbouring characters are +1, 0 or -1 ("abcdef…", "0123…", "aaab…"). */
function followsSimpleSequence(value: string): boolean {
  let simpleSteps = 0;
  for (let i = 1; i < value.length; i += 1)
    if (Math.abs(value.charCodeAt(i) - value.charCodeAt(i - 1)) <= 1) simpleSteps += 1;
  return simpleSteps * 2 >= value.length - 1;
}

/**
 * Why a secret is not fit for production, or null when it is: a known public value (a development default or an
 * `.env.example` placeholder, in any case), too short, or too predictable (few distinct characters, one repeated
 * chunk, a sequential run, a placeholder word). Used by every service, the worker and the gateway at start.
 */
export function weakSecretReason(value: string): string | null {
  const normalised = value.trim().toLowerCase();
  if (isPublishedSecret(value)) return 'is a published development or example value';
  if (/(replace|change)[-_ ]?(me|with)|example|placeholder|petcora-dev|secret-?key/.test(normalised))
    return 'looks like a placeholder';
  if (value.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) return 'has too few distinct characters to be random';
  if (/^(.{1,8})\1+$/.test(value)) return 'is one short chunk repeated';
  if (followsSimpleSequence(value)) return 'follows a sequential pattern';
  return null;
}

/** Throws with one clear message when the secret is weak in production (any NODE_ENV but development or test). */
export function assertProductionSecret(name: string, value: string, nodeEnv: string | undefined): void {
  if (isDevelopmentLike({ NODE_ENV: nodeEnv })) return;
  const reason = weakSecretReason(value);
  if (reason)
    throw new Error(`Invalid configuration: ${name} ${reason}; generate one with: openssl rand -hex 32`);
}
