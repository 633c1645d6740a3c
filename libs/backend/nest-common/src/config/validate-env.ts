import {
  assertProductionSecret,
  describeNodeEnv,
  DEV_ONLY_SECRET,
  isDevelopmentLike,
} from '@petcora/identity';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/**
 * Validates process.env against a class-validator class at start-up, so a misconfigured service refuses to start
 * with one clear message instead of failing later on the first request.
 */
export function validateEnv<T extends object>(cls: new () => T, env: NodeJS.ProcessEnv = process.env): T {
  const config = plainToInstance(
    cls,
    { ...env },
    { enableImplicitConversion: true, exposeDefaultValues: true },
  );
  const errors = validateSync(config, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}

/** A secret with a development default, used only under NODE_ENV=development or test (isDevelopmentLike). */
export function secretFromEnv(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (value && value.length >= 32) {
    // Development defaults, .env.example placeholders and predictable values never pass in production.
    assertProductionSecret(name, value, env.NODE_ENV);
    return value;
  }
  if (value) throw new Error(`Invalid configuration: ${name} must be at least 32 characters`);
  if (!isDevelopmentLike(env))
    throw new Error(
      `Invalid configuration: ${name} must be set (${describeNodeEnv(env)} runs as production; only development and test use the development default)`,
    );
  // A published development-only value, refused everywhere else above.
  return DEV_ONLY_SECRET;
}
