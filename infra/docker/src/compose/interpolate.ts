/**
 * Compose's variable interpolation (${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error},
 * ${VAR:+alt}, ${VAR+alt}, $VAR, and $$ for a literal $), applied to every string value of a parsed file,
 * so the tests see what `docker compose config` would.
 */
export type Environment = Record<string, string | undefined>;

export class InterpolationError extends Error {}

const REFERENCE =
  /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*)|(\{[^}]*\}?))/g;

export function interpolateString(text: string, env: Environment): string {
  return text.replace(REFERENCE, (_whole, dollar, braced, operator, operand, bare, invalid) => {
    if (dollar) return '$';
    if (invalid !== undefined) throw new InterpolationError(`Invalid interpolation format in "${text}"`);
    const name: string = braced ?? bare;
    const value = env[name];
    const isSet = value !== undefined;
    const isNonEmpty = isSet && value !== '';
    switch (operator as string | undefined) {
      case undefined:
        return value ?? '';
      case ':-':
        return isNonEmpty ? value : operand;
      case '-':
        return isSet ? value : operand;
      case ':?':
        if (!isNonEmpty)
          throw new InterpolationError(`required variable ${name} is missing a value: ${operand}`);
        return value;
      case '?':
        if (!isSet) throw new InterpolationError(`required variable ${name} is missing a value: ${operand}`);
        return value;
      case ':+':
        return isNonEmpty ? operand : '';
      case '+':
        return isSet ? operand : '';
      default:
        throw new InterpolationError(`Invalid interpolation format in "${text}"`);
    }
  });
}

/** Interpolates every string value (not keys, as Compose does) of a parsed document. */
export function interpolateDocument<T>(document: T, env: Environment): T {
  if (typeof document === 'string') return interpolateString(document, env) as T;
  if (Array.isArray(document)) return document.map((item) => interpolateDocument(item, env)) as T;
  if (document !== null && typeof document === 'object') {
    return Object.fromEntries(
      Object.entries(document).map(([key, value]) => [key, interpolateDocument(value, env)]),
    ) as T;
  }
  return document;
}

/** Parses a .env file: KEY=VALUE lines, # comments, optional matching quotes around the value. */
export function parseDotEnv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) throw new Error(`Not a KEY=VALUE line: "${line}"`);
    const value = match[2].trim();
    env[match[1]] = /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return env;
}
