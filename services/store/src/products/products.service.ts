import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Product } from '@petcora/contracts';
import { ProductEntity, STORE_SCHEMA } from '@petcora/store-data';
import {
  MAX_PRODUCT_PAGE,
  offsetOf,
  type ProductListQueryDto,
  type ProductSortField,
} from './product-list-query.dto';
import { productFromRow, type ProductRow } from './product.mapper';

/** An ISO 8601 UTC text with milliseconds, exactly what `Date.prototype.toISOString` writes (to_char truncates too). */
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Only the columns of the contract (Square's raw payload stays in the table), under the names `ProductRow` reads.
 * Timestamps come as text: the list of 100 products built 200 Date objects only to print them again (issue 12).
 */
const PRODUCT_COLUMNS = [
  'p.id',
  'p.name',
  'p.description',
  'p.price',
  'p.image_url',
  'p.category',
  'p.pet_type',
  'p.featured',
  'p.is_new',
  'p.is_bestseller',
  'p.attributes',
  'p.square_item_id',
  `${isoText('p.last_synced_at')} AS last_synced_at`,
  `${isoText('p.created_at')} AS created_at`,
].join(', ');

const PRODUCTS_TABLE = `${STORE_SCHEMA}.products`;

const SORT_COLUMNS: Record<ProductSortField, string> = {
  name: 'p.name',
  price: 'p.price',
  createdAt: 'p.created_at',
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
 * The catalogue reads of the store screens, as plain SQL whose rows map straight to the contract: no TypeORM entity
 * is hydrated (issue 12: hydration, Date parsing and the extra columns were a quarter of the service's CPU per list).
 * Takes the repository only for its connection, so the bench can run the very same statement (bench/lib/service-sql).
 */
@Injectable()
export class ProductsService {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  /**
   * One parameterised query whatever the filters, counting the matches in the same statement (a window count);
   * a stable order (id breaks ties) so pages never overlap. Only a page past the end needs a second, counting query.
   */
  async list(query: ProductListQueryDto): Promise<{ products: Product[]; total: number }> {
    const { where, values } = filtersOf(query);
    const direction = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
    const offset = offsetOf(query);
    values.push(query.limit ?? MAX_PRODUCT_PAGE, offset);
    const rows: (ProductRow & { total_count: string })[] = await this.products.query(
      `SELECT ${PRODUCT_COLUMNS}, count(*) OVER () AS total_count
         FROM ${PRODUCTS_TABLE} p
        WHERE ${where}
        ORDER BY ${SORT_COLUMNS[query.sortBy ?? 'name']} ${direction}, p.id ASC
        LIMIT $${values.length - 1} OFFSET $${values.length}`,
      values,
    );
    let total = rows.length > 0 ? Number(rows[0]!.total_count) : 0;
    if (rows.length === 0 && offset > 0) {
      const counted = filtersOf(query);
      const [row]: { total: string }[] = await this.products.query(
        `SELECT count(*) AS total FROM ${PRODUCTS_TABLE} p WHERE ${counted.where}`,
        counted.values,
      );
      total = Number(row!.total);
    }
    return { products: rows.map(productFromRow), total };
  }

  async get(id: string): Promise<Product> {
    const [row]: ProductRow[] = await this.products.query(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCTS_TABLE} p WHERE p.id = $1 AND p.available`,
      [id],
    );
    if (!row) throw new NotFoundException('Product not found');
    return productFromRow(row);
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
