import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Product } from '@petcora/contracts';
import { ProductEntity } from '@petcora/store-data';
import { MAX_PRODUCT_PAGE, type ProductListQueryDto, type ProductSortField } from './product-list-query.dto';
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

  /** One parameterised query whatever the filters; a stable order (id breaks ties) so pages never overlap. */
  async list(query: ProductListQueryDto): Promise<Product[]> {
    // Only the columns the screens read: Square's raw payload stays in the table.
    const qb = this.products.createQueryBuilder('p').select(LIST_COLUMNS.map((column) => `p.${column}`));
    // Case-insensitive: links and forms may spell 'dog' or 'Dog'.
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

    const direction = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
    qb.orderBy(SORT_COLUMNS[query.sortBy ?? 'name'], direction).addOrderBy('p.id', 'ASC');
    qb.limit(query.limit ?? MAX_PRODUCT_PAGE).offset(query.offset ?? 0);

    const rows = await qb.getMany();
    return rows.map(toProduct);
  }

  async get(id: string): Promise<Product> {
    const product = await this.products.findOneBy({ id });
    if (!product) throw new NotFoundException('Product not found');
    return toProduct(product);
  }
}
