/** The NODE_ENV values that turn development defaults on; each must be said explicitly. */
export const DEVELOPMENT_LIKE_NODE_ENVS: readonly string[] = ['development', 'test'];

/**
 * Whether a process runs with development defaults (the committed identity key, the development session secret and
 * admin hash, demo data, OpenAPI pages, cookies without `Secure`): only when NODE_ENV is `development` or `test`.
 * Unset, empty, `staging`, `prod` or any other value is production, so a deployment that forgets NODE_ENV fails
 * closed (refuses the development secrets) instead of running on public ones.
 */
export function isDevelopmentLike(env: { NODE_ENV?: string | undefined }): boolean {
  const nodeEnv = env.NODE_ENV?.trim();
  return nodeEnv !== undefined && DEVELOPMENT_LIKE_NODE_ENVS.includes(nodeEnv);
}

/** How a refusal names the mode it happened in (`NODE_ENV=staging`, `NODE_ENV unset`). */
export function describeNodeEnv(env: { NODE_ENV?: string | undefined }): string {
  const nodeEnv = env.NODE_ENV?.trim();
  return nodeEnv ? `NODE_ENV=${nodeEnv}` : 'NODE_ENV unset';
}
