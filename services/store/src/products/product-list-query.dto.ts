import { Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PRODUCT_CATEGORIES, PRODUCT_PET_TYPES, PRODUCTS_MAX_PAGE_SIZE } from '@petcora/contracts';
import { MemoizedValidation } from '@petcora/nest-common';

export const PRODUCT_SORT_FIELDS = ['name', 'price', 'createdAt'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const MAX_PRODUCT_PAGE = PRODUCTS_MAX_PAGE_SIZE;
/** Deepest page number accepted: far beyond any catalogue, small enough that page × limit stays an int. */
export const MAX_PAGE_NUMBER = 100_000;

/** The store form sends every filter, empty ones as ''. An empty filter means "no filter". */
const emptyAsAbsent = ({ value }: TransformFnParams): unknown => (value === '' ? undefined : value);

/** Whole numbers become numbers; anything else stays as sent so the validator rejects it with a clear message. */
const wholeNumber = ({ value }: TransformFnParams): unknown => {
  if (value === '') return undefined;
  return typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
};

const PRICE_CEILING = 1_000_000_000;

/**
 * Links and forms may spell 'dog' or 'Dog': a known value in any letter case becomes its catalogue spelling; anything
 * else stays as sent so that `@IsIn` rejects it with the list of known values.
 */
const knownValue =
  (known: readonly string[]) =>
  ({ value }: TransformFnParams): unknown => {
    if (value === '') return undefined;
    if (typeof value !== 'string') return value;
    return known.find((k) => k.toLowerCase() === value.trim().toLowerCase()) ?? value;
  };

/**
 * Query of GET /api/products; every field is optional. Prices are integer cents. class-validator checks a
 * property's decorators bottom-up and we stop at the first error, so the type check sits last (runs first).
 * Its rules read the values only, so the service remembers each query that passed (ADR 0048: the store's hottest read
 * asks the same few filter sets over and over).
 */
@MemoizedValidation()
export class ProductListQueryDto {
  @IsOptional()
  @Transform(knownValue(PRODUCT_CATEGORIES))
  @IsIn(PRODUCT_CATEGORIES, { message: `category must be one of ${PRODUCT_CATEGORIES.join(', ')}` })
  @IsString({ message: 'category must be a single text value' })
  category?: string;

  @IsOptional()
  @Transform(knownValue(PRODUCT_PET_TYPES))
  @IsIn(PRODUCT_PET_TYPES, { message: `petType must be one of ${PRODUCT_PET_TYPES.join(', ')}` })
  @IsString({ message: 'petType must be a single text value' })
  petType?: string;

  @IsOptional()
  @Transform(emptyAsAbsent)
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be a single text value' })
  search?: string;

  @IsOptional()
  @Transform(wholeNumber)
  @Min(0, { message: 'minPrice must be 0 or more' })
  @Max(PRICE_CEILING, { message: `minPrice must be at most ${PRICE_CEILING}` })
  @IsInt({ message: 'minPrice must be a whole number of cents' })
  minPrice?: number;

  @IsOptional()
  @Transform(wholeNumber)
  @Min(0, { message: 'maxPrice must be 0 or more' })
  @Max(PRICE_CEILING, { message: `maxPrice must be at most ${PRICE_CEILING}` })
  @IsInt({ message: 'maxPrice must be a whole number of cents' })
  maxPrice?: number;

  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsIn(['true', 'false'], { message: 'isNew must be true or false' })
  isNew?: 'true' | 'false';

  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsIn(['true', 'false'], { message: 'isBestseller must be true or false' })
  isBestseller?: 'true' | 'false';

  /**
   * `me`: a signed-in member's pets' types first, best sellers first among them (the 'For your pets' order); a
   * visitor or a member without pets gets the list as without it.
   */
  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsIn(['me'], { message: 'forPetsOf must be me' })
  forPetsOf?: 'me';

  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsIn(PRODUCT_SORT_FIELDS, { message: `sortBy must be one of ${PRODUCT_SORT_FIELDS.join(', ')}` })
  sortBy?: ProductSortField;

  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsIn(SORT_ORDERS, { message: 'sortOrder must be asc or desc' })
  sortOrder?: SortOrder;

  @IsOptional()
  @Transform(wholeNumber)
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_PRODUCT_PAGE, { message: `limit must be at most ${MAX_PRODUCT_PAGE}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  /** 1-based page of `limit` products (default limit 100); an alternative to `offset`. */
  @IsOptional()
  @Transform(wholeNumber)
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE_NUMBER, { message: `page must be at most ${MAX_PAGE_NUMBER}` })
  @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @IsOptional()
  @Transform(wholeNumber)
  @Min(0, { message: 'offset must be 0 or more' })
  @Max(2_147_483_647, { message: 'offset is too large' })
  @IsInt({ message: 'offset must be a whole number' })
  offset?: number;
}

/** Rules across fields, checked after each field is valid: a message for a 400, or null. */
export function crossFieldProblem(query: ProductListQueryDto): string | null {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
    return 'minPrice must not be greater than maxPrice';
  if (query.page !== undefined && query.offset !== undefined) return 'Send either page or offset, not both';
  return null;
}

/** Rows to skip: `offset` as sent, else `(page - 1) × limit`. */
export function offsetOf(query: ProductListQueryDto): number {
  if (query.offset !== undefined) return query.offset;
  return ((query.page ?? 1) - 1) * (query.limit ?? MAX_PRODUCT_PAGE);
}
