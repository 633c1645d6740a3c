import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Product } from '@petcora/contracts';
import { STORE_SCHEMA } from '@petcora/store-data';
import { ArrayRowQueries, type ArrayRowSource } from '../database/array-row-queries';
import {
  MAX_PRODUCT_PAGE,
  offsetOf,
  type ProductListQueryDto,
  type ProductSortField,
} from './product-list-query.dto';
import {
  PRODUCT_COLUMNS,
  PRODUCT_TIMESTAMP_COLUMNS,
  productFromColumns,
  type ProductColumns,
} from './product.mapper';

/** An ISO 8601 UTC text with milliseconds, exactly what `Date.prototype.toISOString` writes (to_char truncates too). */
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * PRODUCT_COLUMNS of the products table (alias `p`) as the contract prints them: timestamps as text (the list of 100
 * products built 200 Date objects only to print them again). Built once, not per read.
 */
const PRODUCT_SELECT_LIST = PRODUCT_COLUMNS.map((c) =>
  PRODUCT_TIMESTAMP_COLUMNS.has(c) ? `${isoText(`p.${c}`)} AS ${c}` : `p.${c}`,
).join(', ');

const PRODUCTS_TABLE = `${STORE_SCHEMA}.products`;

const SORT_COLUMNS: Record<ProductSortField, string> = {
  name: 'name',
  price: 'price',
  createdAt: 'created_at',
};

/** `%`, `_` and the escape character itself are literals in a shopper's search text. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A WHERE clause and its values, numbered from $1. */
interface Filters {
  where: string;
  values: unknown[];
}

/**
 * The catalogue reads of the store screens, as plain SQL whose rows (arrays, in PRODUCT_COLUMNS order) map straight to
 * the contract: no TypeORM entity is hydrated and node-postgres builds no object per row. Takes its rows
 * from an ArrayRowSource, so the bench can record and run the very same statement (bench/lib/service-sql).
 */
@Injectable()
export class ProductsService {
  constructor(@Inject(ArrayRowQueries) private readonly rows: ArrayRowSource) {}

  /**
   * One parameterised query whatever the filters, counting the matches in the same statement (a window count);
   * a stable order (id breaks ties) so pages never overlap. Only a page past the end needs a second, counting query.
   * (Formatting only the chosen page's timestamps in an outer query measured no cheaper in Postgres: planning the
   * nested statement cost what the ~100 to_char calls saved.)
   */
  async list(
    query: ProductListQueryDto,
    petOwnerId: string | null = null,
  ): Promise<{ products: Product[]; total: number; petTypes: string[] }> {
    const { where, values } = filtersOf(query);
    const direction = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
    const offset = offsetOf(query);
    const forPets = query.forPetsOf === 'me' && petOwnerId !== null;
    // The member's pet types come from the same statement; without pets both keys are constant: the order as without.
    const ownerParam = forPets ? `$${values.push(petOwnerId)}::uuid` : '';
    values.push(query.limit ?? MAX_PRODUCT_PAGE, offset);
    const rows = await this.rows.query(
      forPets
        ? `SELECT ${PRODUCT_SELECT_LIST}, count(*) OVER () AS total_count, array_to_string(t.types, ',') AS pet_types
             FROM ${PRODUCTS_TABLE} p
            CROSS JOIN (SELECT coalesce((SELECT m.pet_types FROM ${STORE_SCHEMA}.member_pet_types m
                                          WHERE m.user_id = ${ownerParam}), '{}'::text[]) AS types) t
            WHERE ${where}
            ORDER BY coalesce(lower(p.pet_type) = ANY(t.types), false) DESC, (p.is_bestseller AND cardinality(t.types) > 0) DESC,
                     p.${SORT_COLUMNS[query.sortBy ?? 'name']} ${direction}, p.id ASC
            LIMIT $${values.length - 1} OFFSET $${values.length}`
        : `SELECT ${PRODUCT_SELECT_LIST}, count(*) OVER () AS total_count
         FROM ${PRODUCTS_TABLE} p
        WHERE ${where}
        ORDER BY p.${SORT_COLUMNS[query.sortBy ?? 'name']} ${direction}, p.id ASC
        LIMIT $${values.length - 1} OFFSET $${values.length}`,
      values,
    );
    const typesText = forPets && rows.length > 0 ? rows[0]![PRODUCT_COLUMNS.length + 1] : null;
    const petTypes = typeof typesText === 'string' && typesText !== '' ? typesText.split(',') : [];
    const totalAt = PRODUCT_COLUMNS.length;
    let total = rows.length > 0 ? Number(rows[0]![totalAt]) : 0;
    if (rows.length === 0 && offset > 0) {
      const counted = filtersOf(query);
      const [row] = await this.rows.query(
        `SELECT count(*) AS total FROM ${PRODUCTS_TABLE} p WHERE ${counted.where}`,
        counted.values,
      );
      total = Number(row![0]);
    }
    return { products: rows.map((row) => productFromColumns(row as ProductColumns)), total, petTypes };
  }

  async get(id: string): Promise<Product> {
    const [row] = await this.rows.query(
      `SELECT ${PRODUCT_SELECT_LIST} FROM ${PRODUCTS_TABLE} p WHERE p.id = $1 AND p.available`,
      [id],
    );
    if (!row) throw new NotFoundException('Product not found');
    return productFromColumns(row as ProductColumns);
  }
}

function filtersOf(query: ProductListQueryDto): Filters {
  const values: unknown[] = [];
  const value = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  // Products deleted or archived in Square are kept for orders and carts, never listed.
  const conditions = ['p.available'];
  // Case-insensitive (the DTO already spells known values as the catalogue does; synced rows may not).
  if (query.category) conditions.push(`lower(p.category) = lower(${value(query.category)})`);
  if (query.petType) conditions.push(`lower(p.pet_type) = lower(${value(query.petType)})`);
  if (query.search) {
    // `x ILIKE pattern` is, on a UTF-8 database, `lower(x) LIKE lower(pattern)`: the columns are stored lower-cased
    // (migration 1764600000000), so only the pattern is lowered, once, instead of every row's text on every search.
    const pattern = `lower(${value(`%${escapeLikePattern(query.search)}%`)})`;
    conditions.push(
      `(p.name_folded LIKE ${pattern} ESCAPE '\\' OR p.description_folded LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (query.minPrice !== undefined) conditions.push(`p.price >= ${value(query.minPrice)}`);
  if (query.maxPrice !== undefined) conditions.push(`p.price <= ${value(query.maxPrice)}`);
  if (query.isNew) conditions.push(`p.is_new = ${value(query.isNew === 'true')}`);
  if (query.isBestseller) conditions.push(`p.is_bestseller = ${value(query.isBestseller === 'true')}`);
  return { where: conditions.join(' AND '), values };
}
