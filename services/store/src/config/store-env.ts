import { Global, Module } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';
import { EMULATOR_APPLICATION_ID, webPaymentsSdkUrl, type PaymentsConfig } from '@petcora/contracts';
import { validateEnv } from '@petcora/nest-common';
import { MediaStorageEnv } from '@petcora/uploads';

/**
 * The store service's settings: the shared ones, where its media is stored (product pictures the catalogue worker
 * writes; UPLOAD_DIR, MEDIA_STORAGE, S3_*), plus the BullMQ key prefix (tests use a unique one) and the rest below.
 */
export class StoreEnv extends MediaStorageEnv {
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

  /** Square's access token; unset → the local Square emulator takes the payments. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  SQUARE_ACCESS_TOKEN?: string;

  /** Unset: Square production with a token, else the emulator on 127.0.0.1:3010. Square's sandbox: https://connect.squareupsandbox.com. */
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'SQUARE_BASE_URL must be an http(s) URL' },
  )
  SQUARE_BASE_URL?: string;

  /** The Square location payments are taken for; unset → the seller's main location. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9]{1,50}$/, { message: 'SQUARE_LOCATION_ID must be letters and digits' })
  SQUARE_LOCATION_ID?: string;

  /** Retries the SDK makes on 408/429/5xx; safe for payments because every call carries its idempotency key. */
  @IsInt()
  @Min(0)
  @Max(10)
  SQUARE_MAX_RETRIES: number = 2;

  @IsIn(['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'JPY'], {
    message: 'SQUARE_CURRENCY must be a currency Square takes',
  })
  SQUARE_CURRENCY = 'USD';

  /** The webhook subscription's signature key; unset outside development and tests → every webhook is refused. */
  @IsOptional()
  @IsString()
  @MinLength(8)
  SQUARE_WEBHOOK_SIGNATURE_KEY?: string;

  /** The subscription's notification URL exactly as Square calls it (it is part of what Square signs). */
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'SQUARE_WEBHOOK_URL must be an http(s) URL' },
  )
  SQUARE_WEBHOOK_URL?: string;

  /** Square's application id for the Web Payments SDK (sandbox ids start with `sandbox-`); unset → the emulator. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,100}$/, { message: 'SQUARE_APPLICATION_ID must be letters, digits, - and _' })
  SQUARE_APPLICATION_ID?: string;

  /** Where the browser reaches the emulator's SDK stand-in (no SQUARE_APPLICATION_ID). */
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'SQUARE_EMULATOR_PUBLIC_URL must be an http(s) URL' },
  )
  SQUARE_EMULATOR_PUBLIC_URL?: string;

  /** The public site's address: the default notification URL starts with it. */
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'SITE_URL must be an http(s) URL' },
  )
  SITE_URL?: string;
}

export const DEFAULT_SQUARE_EMULATOR_URL = 'http://127.0.0.1:3010';
/** The emulator takes any non-empty token. */
export const SQUARE_EMULATOR_TOKEN = 'emulator-token';
/** Development and tests only: the key npm start gives the emulator too. */
export const DEV_WEBHOOK_SIGNATURE_KEY = 'petcora-dev-square-webhook-key';

export interface SquarePaymentsConfig {
  token: string;
  baseUrl: string;
  maxRetries: number;
  locationId?: string;
  currency: string;
  /** null → webhooks are refused. */
  webhookSignatureKey: string | null;
  webhookUrl: string;
  /** What the checkout page is told (GET /api/payments/config). */
  browser: PaymentsConfig;
}

/** A real token talks to Square production unless a base URL says otherwise; no token means the local emulator. */
export function squarePaymentsConfig(env: StoreEnv): SquarePaymentsConfig {
  const token = env.SQUARE_ACCESS_TOKEN;
  const development = env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
  const site = (env.SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  return {
    token: token ?? SQUARE_EMULATOR_TOKEN,
    baseUrl: env.SQUARE_BASE_URL ?? (token ? 'https://connect.squareup.com' : DEFAULT_SQUARE_EMULATOR_URL),
    maxRetries: env.SQUARE_MAX_RETRIES,
    locationId: env.SQUARE_LOCATION_ID,
    currency: env.SQUARE_CURRENCY,
    webhookSignatureKey: env.SQUARE_WEBHOOK_SIGNATURE_KEY ?? (development ? DEV_WEBHOOK_SIGNATURE_KEY : null),
    webhookUrl: env.SQUARE_WEBHOOK_URL ?? `${site}/api/webhooks/square`,
    browser: {
      applicationId: env.SQUARE_APPLICATION_ID ?? EMULATOR_APPLICATION_ID,
      locationId: env.SQUARE_LOCATION_ID ?? '',
      sdkUrl: webPaymentsSdkUrl(env.SQUARE_APPLICATION_ID, env.SQUARE_EMULATOR_PUBLIC_URL),
      currency: env.SQUARE_CURRENCY,
    },
  };
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
