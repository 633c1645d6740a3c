import { Global, Module } from '@nestjs/common';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { BaseServiceEnv, validateEnv } from '@petcora/nest-common';

/** The store service's settings: the shared ones plus the BullMQ key prefix (tests use a unique one). */
export class StoreEnv extends BaseServiceEnv {
  @IsOptional()
  @Matches(/^[A-Za-z0-9_.:-]{1,100}$/, { message: 'BULL_PREFIX may only contain letters, digits, _ . : -' })
  BULL_PREFIX?: string;

  /** How often expired visitor carts are deleted (a BullMQ job scheduler; the first run comes at start-up). */
  @IsInt()
  @Min(1)
  @Max(7 * 24 * 60)
  CART_CLEANUP_EVERY_MINUTES: number = 60;

  /** Expired visitor carts deleted per statement; a run repeats batches until none are left. */
  @IsInt()
  @Min(1)
  @Max(100_000)
  CART_CLEANUP_BATCH_SIZE: number = 1_000;

  /** New visitor carts one client address (IPv6 by /64) may create per CART_CREATION_WINDOW_SECONDS; then 429. */
  @IsInt()
  @Min(1)
  @Max(100_000)
  CART_CREATIONS_PER_CLIENT: number = 100;

  @IsInt()
  @Min(1)
  @Max(7 * 24 * 3600)
  CART_CREATION_WINDOW_SECONDS: number = 600;

  /**
   * How often the catalogue events relay looks for changes while idle: the catalogue worker's commits (another
   * process) cannot nudge it, so this is how a sync's events start out. The store's own writes go out at once.
   */
  @IsInt()
  @Min(100)
  @Max(3_600_000)
  CATALOG_EVENTS_POLL_MS: number = 1000;

  /** Redis key prefix of the store's rate-limit counters, shared by every copy (tests use a unique one). */
  @Matches(/^[A-Za-z0-9_.:-]{1,100}$/, {
    message: 'RATE_LIMIT_PREFIX may only contain letters, digits, _ . : -',
  })
  RATE_LIMIT_PREFIX = 'petcora:store:limits';
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
