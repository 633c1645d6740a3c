export * from './product.entity';
export * from './catalog-sync-run.entity';
export * from './upsert-catalog-products';
export { CATALOG_WRITER_ROLE } from './migrations/1764700000000-catalog-writer-grants';
import { CreateCatalog1763700000000 } from './migrations/1763700000000-create-catalog';
import { ProductFilterIndexes1763900000000 } from './migrations/1763900000000-product-filter-indexes';
import { ProductSortIndexes1764400000000 } from './migrations/1764400000000-product-sort-indexes';
import { CatalogSyncCompleteness1764500000000 } from './migrations/1764500000000-catalog-sync-completeness';
import { ProductSearchFolded1764600000000 } from './migrations/1764600000000-product-search-folded';
import { CatalogWriterGrants1764700000000 } from './migrations/1764700000000-catalog-writer-grants';
import { ProductImageRenditions1765500000000 } from './migrations/1765500000000-product-image-renditions';
import { ProductEntity } from './product.entity';
import { CatalogSyncRunEntity } from './catalog-sync-run.entity';

/** Schema of the store shared by the store service (which runs the migrations) and the catalogue worker. */
export const STORE_SCHEMA = 'store';
export const CATALOG_ENTITIES = [ProductEntity, CatalogSyncRunEntity];
export const CATALOG_MIGRATIONS = [
  CreateCatalog1763700000000,
  ProductFilterIndexes1763900000000,
  ProductSortIndexes1764400000000,
  CatalogSyncCompleteness1764500000000,
  ProductSearchFolded1764600000000,
  CatalogWriterGrants1764700000000,
  ProductImageRenditions1765500000000,
];
