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
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/petcora';

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  @IsOptional()
  @IsString()
  IDENTITY_TOKEN_SECRET?: string;

  @IsIn(['true', 'false'])
  @Validate(NoDemoSeedInProduction)
  DEMO_SEED: 'true' | 'false' = 'false';
}
