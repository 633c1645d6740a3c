import { Inject } from '@nestjs/common';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { BaseServiceEnv, validateEnv } from '@petcora/nest-common';

/** Environment of the account service: the shared settings plus sessions, proxy trust and queue prefix. */
export class AccountEnv extends BaseServiceEnv {
  /** Signs the session cookie; read through secretFromEnv (dev default, refused in production). */
  @IsOptional()
  @IsString()
  SESSION_SECRET?: string;

  /** Proxies in front of the service (the gateway): lets req.secure and req.ip reflect the browser's request. */
  @IsInt()
  @Min(0)
  @Max(10)
  TRUST_PROXY_HOPS = 1;

  /** BullMQ key prefix; producers and consumers of a queue must agree on it (tests use a unique one). */
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'BULL_PREFIX may only contain letters, digits, "-" and "_"' })
  BULL_PREFIX = 'bull';
}

export const ACCOUNT_ENV = Symbol('ACCOUNT_ENV');
export const InjectAccountEnv = () => Inject(ACCOUNT_ENV);

export function loadAccountEnv(env: NodeJS.ProcessEnv = process.env): AccountEnv {
  return validateEnv(AccountEnv, env);
}
