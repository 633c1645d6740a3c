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
import { isPublishedSecret } from '@petcora/identity';

/** Start-up refusal when a deployment would seed the demo accounts, whose passwords the README prints. */
export const DEMO_SEED_IN_PRODUCTION_MESSAGE =
  'DEMO_SEED=true is refused when NODE_ENV=production: the demo accounts have public passwords. Unset DEMO_SEED or set it to false.';

@ValidatorConstraint({ name: 'noDemoSeedInProduction' })
class NoDemoSeedInProduction implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return !(value === 'true' && (args.object as BaseServiceEnv).NODE_ENV === 'production');
  }

  defaultMessage(): string {
    return DEMO_SEED_IN_PRODUCTION_MESSAGE;
  }
}

/** Start-up refusal when the database password is the `.env.example` placeholder (issue 7, hole 4). */
export const PUBLISHED_DATABASE_PASSWORD_MESSAGE =
  'DATABASE_URL carries a published example password, refused when NODE_ENV=production; set POSTGRES_PASSWORD to a real one.';

/**
 * The password inside DATABASE_URL may be any the operator chose (managed databases impose their own), so only the
 * published values are refused here, not short ones.
 */
@ValidatorConstraint({ name: 'noPublishedDatabasePassword' })
class NoPublishedDatabasePassword implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    if ((args.object as BaseServiceEnv).NODE_ENV !== 'production' || typeof value !== 'string') return true;
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
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

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

  /** PEM public key that verifies the gateway's identity tokens; read by identityPublicKeyFromEnv (dev key outside production). */
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
