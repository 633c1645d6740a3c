// class-transformer reads design:type metadata to convert env strings; it is only recorded once reflect-metadata is loaded.
import 'reflect-metadata';
import { resolve } from 'node:path';
import { assertProductionSecret } from '@petcora/identity';
import { validateEnv } from '@petcora/nest-common';
import { MediaStorageEnv, mediaStorageFor } from '@petcora/uploads';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';
import { SquareEnvironment } from 'square';
import { parseAllowList } from '../product-images/guarded-fetch';
import type { ProductImagesOptions } from '../product-images/product-images.options';

const SIX_HOURS_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:3010';
/** Any non-empty bearer token opens the emulator. */
export const EMULATOR_TOKEN = 'emulator-token';

/**
 * Environment of the catalogue worker. The media storage settings are the store service's (UPLOAD_DIR,
 * MEDIA_STORAGE, S3_*): the worker writes the product pictures the store serves.
 */
export class CatalogWorkerEnv extends MediaStorageEnv {
  /** Unset → the local Square emulator is used. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  SQUARE_ACCESS_TOKEN?: string;

  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'SQUARE_BASE_URL must be an http(s) URL' },
  )
  SQUARE_BASE_URL?: string;

  /** Retries the Square SDK makes itself on 408/429/5xx before the job attempt fails. */
  @IsInt()
  @Min(0)
  @Max(10)
  SQUARE_MAX_RETRIES: number = 4;

  /** Interval of the scheduled sync; 0 disables the schedule. */
  @IsInt()
  @Min(0)
  CATALOG_SYNC_EVERY_MS: number = SIX_HOURS_MS;

  /** After this long without a successful full run, an automatic sync is full (reconciles); else incremental. */
  @IsInt()
  @Min(0)
  CATALOG_FULL_SYNC_EVERY_MS: number = DAY_MS;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'BULL_PREFIX may only contain letters, digits, - and _' })
  BULL_PREFIX?: string;

  /** `on`: product pictures with an http(s) URL are fetched and stored in sizes; `off`: their URL is shown as is. */
  @IsIn(['on', 'off'])
  PRODUCT_IMAGES: 'on' | 'off' = 'on';

  /**
   * Private addresses or CIDR ranges picture fetches may reach (comma-separated), e.g. `127.0.0.1` for the local
   * Square emulator; unset → none. Set by the start and test scripts, never by default.
   */
  @IsOptional()
  @Matches(/^[0-9a-fA-F:.,/ ]{1,1000}$/, {
    message: 'PRODUCT_IMAGE_FETCH_ALLOW is a comma-separated list of addresses or CIDR ranges',
  })
  PRODUCT_IMAGE_FETCH_ALLOW?: string;
}

export interface SquareClientConfig {
  token: string;
  baseUrl: string;
  maxRetries: number;
}

export interface CatalogWorkerConfig {
  databaseUrl: string;
  redisUrl: string;
  /** BullMQ key prefix; BullMQ's default ('bull') when unset, so the store's queue and this worker meet. */
  bullPrefix?: string;
  square: SquareClientConfig;
  syncEveryMs: number;
  /** See CATALOG_FULL_SYNC_EVERY_MS. */
  fullSyncEveryMs: number;
  healthPort: number;
  healthHost: string;
  /** Unset when PRODUCT_IMAGES=off. */
  productImages?: ProductImagesOptions;
}

/** Validates the environment (refusing to start on bad values) and derives the worker's settings. */
export function loadCatalogWorkerConfig(env: NodeJS.ProcessEnv = process.env): CatalogWorkerConfig {
  const parsed = validateEnv(CatalogWorkerEnv, env);
  if (parsed.SQUARE_ACCESS_TOKEN)
    assertProductionSecret('SQUARE_ACCESS_TOKEN', parsed.SQUARE_ACCESS_TOKEN, parsed.NODE_ENV);
  return {
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    bullPrefix: parsed.BULL_PREFIX,
    square: squareClientConfig(parsed),
    syncEveryMs: parsed.CATALOG_SYNC_EVERY_MS,
    fullSyncEveryMs: parsed.CATALOG_FULL_SYNC_EVERY_MS,
    healthPort: parsed.PORT ?? 3004,
    healthHost: parsed.HOST,
    ...(parsed.PRODUCT_IMAGES === 'on' ? { productImages: productImagesConfig(parsed) } : {}),
  };
}

/** The store's media storage (this file sits in services/catalog-worker/{src,dist}/config) and the fetch allow-list. */
function productImagesConfig(env: CatalogWorkerEnv): ProductImagesOptions {
  let allow;
  try {
    allow = parseAllowList(env.PRODUCT_IMAGE_FETCH_ALLOW);
  } catch (error) {
    throw new Error(`PRODUCT_IMAGE_FETCH_ALLOW: ${(error as Error).message}`);
  }
  // Whatever else is listed, the cloud metadata endpoints never become reachable (they hand out credentials).
  if (allow.check('169.254.169.254', 'ipv4') || allow.check('fd00:ec2::254', 'ipv6'))
    throw new Error('PRODUCT_IMAGE_FETCH_ALLOW must not cover the cloud metadata addresses');
  return { storage: mediaStorageFor(env, 'store', resolve(__dirname, '..', '..', '..', '..')), allow };
}

/** A real token talks to Square production unless a base URL says otherwise; no token means the local emulator. */
export function squareClientConfig(
  env: Pick<CatalogWorkerEnv, 'SQUARE_ACCESS_TOKEN' | 'SQUARE_BASE_URL' | 'SQUARE_MAX_RETRIES'>,
): SquareClientConfig {
  const token = env.SQUARE_ACCESS_TOKEN;
  const baseUrl = env.SQUARE_BASE_URL ?? (token ? SquareEnvironment.Production : DEFAULT_EMULATOR_URL);
  return { token: token ?? EMULATOR_TOKEN, baseUrl, maxRetries: env.SQUARE_MAX_RETRIES };
}
