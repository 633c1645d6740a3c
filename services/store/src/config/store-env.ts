import { Global, Module } from '@nestjs/common';
import { IsOptional, Matches } from 'class-validator';
import { BaseServiceEnv, validateEnv } from '@petcora/nest-common';

/** The store service's settings: the shared ones plus the BullMQ key prefix (tests use a unique one). */
export class StoreEnv extends BaseServiceEnv {
  @IsOptional()
  @Matches(/^[A-Za-z0-9_.:-]{1,100}$/, { message: 'BULL_PREFIX may only contain letters, digits, _ . : -' })
  BULL_PREFIX?: string;
}

/** BullMQ's own default, so the store and the catalog worker agree without configuration. */
export const DEFAULT_BULL_PREFIX = 'bull';

/** Validates the environment once, when the application is created, and shares the result. */
@Global()
@Module({
  providers: [{ provide: StoreEnv, useFactory: () => validateEnv(StoreEnv) }],
  exports: [StoreEnv],
})
export class StoreConfigModule {}
