import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import type { Product } from '@petcora/contracts';
import { ProductEntity } from '@petcora/store-data';
import {
  MAX_PRODUCT_PAGE,
  offsetOf,
  type ProductListQueryDto,
  type ProductSortField,
} from './product-list-query.dto';
import { toProduct } from './product.mapper';

const LIST_COLUMNS: (keyof ProductEntity)[] = [
  'id',
  'name',
  'description',
  'price',
  'imageUrl',
  'category',
  'petType',
  'featured',
  'isNew',
  'isBestseller',
  'attributes',
  'squareItemId',
  'lastSyncedAt',
  'createdAt',
];

const SORT_COLUMNS: Record<ProductSortField, string> = {
  name: 'p.name',
  price: 'p.price',
  createdAt: 'p.createdAt',
};

/** `%`, `_` and the escape character itself are literals in a shopper's search text. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

@Injectable()
export class ProductsService {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  /**
   * One parameterised query whatever the filters, counting the matches in the same statement (a window count);
   * a stable order (id breaks ties) so pages never overlap. Only a page past the end needs a second, counting query.
   */
  async list(query: ProductListQueryDto): Promise<{ products: Product[]; total: number }> {
    // Only the columns the screens read: Square's raw payload stays in the table.
    const qb = this.products.createQueryBuilder('p').select(LIST_COLUMNS.map((column) => `p.${column}`));
    this.applyFilters(qb, query);
    const direction = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
    qb.orderBy(SORT_COLUMNS[query.sortBy ?? 'name'], direction).addOrderBy('p.id', 'ASC');
    const offset = offsetOf(query);
    qb.addSelect('count(*) OVER ()', 'total_count')
      .limit(query.limit ?? MAX_PRODUCT_PAGE)
      .offset(offset);

    const { entities, raw } = await qb.getRawAndEntities<{ total_count: string }>();
    let total = raw.length > 0 ? Number(raw[0]!.total_count) : 0;
    if (entities.length === 0 && offset > 0) {
      const counter = this.products.createQueryBuilder('p');
      this.applyFilters(counter, query);
      total = await counter.getCount();
    }
    return { products: entities.map(toProduct), total };
  }

  private applyFilters(qb: SelectQueryBuilder<ProductEntity>, query: ProductListQueryDto): void {
    // Products deleted or archived in Square are kept for orders and carts, never listed.
    qb.where('p.available = true');
    // Case-insensitive (the DTO already spells known values as the catalogue does; synced rows may not).
    if (query.category) qb.andWhere('lower(p.category) = lower(:category)', { category: query.category });
    if (query.petType) qb.andWhere('lower(p.petType) = lower(:petType)', { petType: query.petType });
    if (query.search) {
      qb.andWhere(`(p.name ILIKE :pattern ESCAPE '\\' OR p.description ILIKE :pattern ESCAPE '\\')`, {
        pattern: `%${escapeLikePattern(query.search)}%`,
      });
    }
    if (query.minPrice !== undefined) qb.andWhere('p.price >= :minPrice', { minPrice: query.minPrice });
    if (query.maxPrice !== undefined) qb.andWhere('p.price <= :maxPrice', { maxPrice: query.maxPrice });
    if (query.isNew) qb.andWhere('p.isNew = :isNew', { isNew: query.isNew === 'true' });
    if (query.isBestseller)
      qb.andWhere('p.isBestseller = :isBestseller', { isBestseller: query.isBestseller === 'true' });
  }

  async get(id: string): Promise<Product> {
    const product = await this.products.findOneBy({ id, available: true });
    if (!product) throw new NotFoundException('Product not found');
    return toProduct(product);
  }
}
