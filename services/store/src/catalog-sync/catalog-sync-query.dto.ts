import { Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  CATALOG_PRODUCTS_DEFAULT_LIMIT,
  CATALOG_PRODUCTS_SORT_FIELDS,
  type CatalogProductsSortField,
  type CatalogSyncRequestedMode,
} from '@petcora/contracts';

export const SYNC_RUNS_DEFAULT = 20;
export const SYNC_RUNS_MAX = 100;
export const CATALOG_PRODUCTS_MAX_LIMIT = 100;
const MAX_PAGE = 100_000;
const SYNC_MODES: CatalogSyncRequestedMode[] = ['auto', 'full', 'incremental'];

/** Whole numbers become numbers; anything else stays as sent so the validator rejects it with a clear message. */
const wholeNumber = ({ value }: TransformFnParams): unknown => {
  if (value === '') return undefined;
  return typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
};
const emptyAsAbsent = ({ value }: TransformFnParams): unknown => (value === '' ? undefined : value);

/** Body of POST /api/products/sync-square (optional). */
export class StartSyncDto {
  @IsOptional()
  @IsIn(SYNC_MODES, { message: 'mode must be one of auto, full, incremental' })
  mode?: CatalogSyncRequestedMode;
}

/** GET /api/products/sync-runs */
export class SyncRunsQueryDto {
  @IsOptional()
  @Transform(wholeNumber)
  @Min(1, { message: 'limit must be at least 1' })
  @Max(SYNC_RUNS_MAX, { message: `limit must be at most ${SYNC_RUNS_MAX}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}

/** GET /api/products/catalog-products: the admin table of synced products. */
export class CatalogProductsQueryDto {
  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsIn(CATALOG_PRODUCTS_SORT_FIELDS, {
    message: `sortBy must be one of ${CATALOG_PRODUCTS_SORT_FIELDS.join(', ')}`,
  })
  sortBy?: CatalogProductsSortField;

  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsIn(['asc', 'desc'], { message: 'sortOrder must be asc or desc' })
  sortOrder?: 'asc' | 'desc';

  @IsOptional()
  @Transform(wholeNumber)
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @IsOptional()
  @Transform(wholeNumber)
  @Min(1, { message: 'limit must be at least 1' })
  @Max(CATALOG_PRODUCTS_MAX_LIMIT, { message: `limit must be at most ${CATALOG_PRODUCTS_MAX_LIMIT}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}

export { CATALOG_PRODUCTS_DEFAULT_LIMIT };
