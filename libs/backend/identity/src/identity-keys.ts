import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { DEV_IDENTITY_TOKEN_PRIVATE_KEY, DEV_IDENTITY_TOKEN_PUBLIC_KEY } from './dev-identity-keys';
import { describeNodeEnv, isDevelopmentLike } from './runtime-mode';

/** Environment variable names: the gateway alone holds the private key; every service gets the public key. */
export const IDENTITY_PRIVATE_KEY_VAR = 'IDENTITY_TOKEN_PRIVATE_KEY';
export const IDENTITY_PUBLIC_KEY_VAR = 'IDENTITY_TOKEN_PUBLIC_KEY';

type Env = Record<string, string | undefined>;

/** A refused key setting; the message names the variable and what to do. */
export class IdentityKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityKeyError';
  }
}

const GENERATE_HINT =
  'generate a pair with: openssl ecparam -name prime256v1 -genkey -noout | openssl pkcs8 -topk8 -nocrypt';

/** Env files and container platforms often carry a PEM on one line with literal `\n`; restore the line breaks. */
export function normalisePem(raw: string): string {
  return raw.replace(/\\n/g, '\n').trim() + '\n';
}

/** DER of the public half, to compare keys whatever their PEM formatting. */
const publicDer = (key: KeyObject): string =>
  (key.type === 'private' ? createPublicKey(key) : key)
    .export({ type: 'spki', format: 'der' })
    .toString('base64');

const DEV_PUBLIC_DER = publicDer(createPublicKey(DEV_IDENTITY_TOKEN_PUBLIC_KEY));

function requireP256(name: string, key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new IdentityKeyError(`${name} must be an EC P-256 key for ES256; ${GENERATE_HINT}`);
  return key;
}

/** Production is every NODE_ENV but development and test (runtime-mode.ts); a refusal names the one in force. */
const runsAsProduction = (env: Env): string =>
  `${describeNodeEnv(env)} runs as production; only development and test allow the development key`;

function refuseDevKeyInProduction(name: string, key: KeyObject, env: Env): void {
  if (!isDevelopmentLike(env) && publicDer(key) === DEV_PUBLIC_DER)
    throw new IdentityKeyError(
      `${name} is the published development key, refused (${runsAsProduction(env)}); ${GENERATE_HINT}`,
    );
}

/**
 * The gateway's signing key: the configured PEM, the dev key only under NODE_ENV=development or test, never the dev
 * key otherwise.
 */
export function readIdentityPrivateKey(env: Env = process.env): KeyObject {
  const raw = env[IDENTITY_PRIVATE_KEY_VAR]?.trim();
  if (!raw) {
    if (!isDevelopmentLike(env))
      throw new IdentityKeyError(
        `${IDENTITY_PRIVATE_KEY_VAR} must be set (${runsAsProduction(env)}); ${GENERATE_HINT}`,
      );
    return createPrivateKey(DEV_IDENTITY_TOKEN_PRIVATE_KEY);
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(normalisePem(raw));
  } catch {
    throw new IdentityKeyError(`${IDENTITY_PRIVATE_KEY_VAR} must be a PEM private key; ${GENERATE_HINT}`);
  }
  requireP256(IDENTITY_PRIVATE_KEY_VAR, key);
  refuseDevKeyInProduction(IDENTITY_PRIVATE_KEY_VAR, key, env);
  return key;
}

/**
 * A service's verification key (the dev key only under NODE_ENV=development or test). Refuses a private key in its
 * place, and in production refuses to start when the gateway's private key is in the service's environment too: only
 * the gateway may be able to sign.
 */
export function readIdentityPublicKey(env: Env = process.env): KeyObject {
  if (!isDevelopmentLike(env) && env[IDENTITY_PRIVATE_KEY_VAR]?.trim())
    throw new IdentityKeyError(
      `${IDENTITY_PRIVATE_KEY_VAR} must not be given to a service; only the gateway signs identity tokens`,
    );
  const raw = env[IDENTITY_PUBLIC_KEY_VAR]?.trim();
  if (!raw) {
    if (!isDevelopmentLike(env))
      throw new IdentityKeyError(`${IDENTITY_PUBLIC_KEY_VAR} must be set (${runsAsProduction(env)})`);
    return createPublicKey(DEV_IDENTITY_TOKEN_PUBLIC_KEY);
  }
  const pem = normalisePem(raw);
  if (/PRIVATE KEY/.test(pem))
    throw new IdentityKeyError(
      `${IDENTITY_PUBLIC_KEY_VAR} must be the public key; the private key stays at the gateway`,
    );
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new IdentityKeyError(
      `${IDENTITY_PUBLIC_KEY_VAR} must be a PEM public key (-----BEGIN PUBLIC KEY-----)`,
    );
  }
  requireP256(IDENTITY_PUBLIC_KEY_VAR, key);
  refuseDevKeyInProduction(IDENTITY_PUBLIC_KEY_VAR, key, env);
  return key;
}
