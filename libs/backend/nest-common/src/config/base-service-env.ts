import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

/** Environment every service reads. Services extend it with their own settings. */
export class BaseServiceEnv {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT?: number;

  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/petcora';

  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  @IsOptional()
  @IsString()
  IDENTITY_TOKEN_SECRET?: string;

  @IsIn(['true', 'false'])
  DEMO_SEED: 'true' | 'false' = 'false';
}
