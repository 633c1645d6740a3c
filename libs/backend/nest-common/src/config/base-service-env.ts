import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  Validate,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { isDevelopmentLike, isPublishedSecret } from '@petcora/identity';

/** Start-up refusal when a deployment would seed the demo accounts, whose passwords the README prints. */
export const DEMO_SEED_IN_PRODUCTION_MESSAGE =
  'DEMO_SEED=true is refused unless NODE_ENV=development or test: the demo accounts have public passwords. Unset DEMO_SEED or set it to false.';

@ValidatorConstraint({ name: 'noDemoSeedInProduction' })
class NoDemoSeedInProduction implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return !(value === 'true' && !isDevelopmentLike(args.object as BaseServiceEnv));
  }

  defaultMessage(): string {
    return DEMO_SEED_IN_PRODUCTION_MESSAGE;
  }
}

/** Start-up refusal when the database password is the `.env.example` placeholder. */
export const PUBLISHED_DATABASE_PASSWORD_MESSAGE =
  'DATABASE_URL carries a published example password, refused unless NODE_ENV=development or test; set POSTGRES_PASSWORD to a real one.';

/**
 * The password inside DATABASE_URL may be any the operator chose (managed databases impose their own), so only the
 * published values are refused here, not short ones.
 */
@ValidatorConstraint({ name: 'noPublishedDatabasePassword' })
class NoPublishedDatabasePassword implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    if (isDevelopmentLike(args.object as BaseServiceEnv) || typeof value !== 'string') return true;
    try {
      return !isPublishedSecret(decodeURIComponent(new URL(value).password));
    } catch {
      return true; // a malformed URL is reported by @Matches and by the driver
    }
  }

  defaultMessage(): string {
    return PUBLISHED_DATABASE_PASSWORD_MESSAGE;
  }
}

/** Environment every service reads. Services extend it with their own settings. */
export class BaseServiceEnv {
  /**
   * `development` or `test` turn the development defaults on (isDevelopmentLike); unset or any other value
   * (`production`, `staging`, …) runs as production. No default: a deployment that forgets it fails closed.
   */
  @IsOptional()
  @IsString()
  NODE_ENV?: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  /** Listen address: loopback by default (only the gateway is public); containers set 0.0.0.0. */
  @IsString()
  HOST = '127.0.0.1';

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  @Validate(NoPublishedDatabasePassword)
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/petcora';

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** PEM public key that verifies the gateway's identity tokens; read by identityPublicKeyFromEnv (dev key only under development and test). */
  @IsOptional()
  @IsString()
  IDENTITY_TOKEN_PUBLIC_KEY?: string;

  /** How long a stopping copy keeps serving while /health/ready answers 503 (graceful-shutdown.ts; ADR 0034). */
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(60_000)
  SHUTDOWN_DRAIN_MS?: number;

  @IsIn(['true', 'false'])
  @Validate(NoDemoSeedInProduction)
  DEMO_SEED: 'true' | 'false' = 'false';
}
