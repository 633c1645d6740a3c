import type { Product } from '@petcora/contracts';
import type { ProductEntity } from '@petcora/store-data';

/**
 * The product columns as the catalogue reads select them (`PRODUCT_COLUMNS` in products.service.ts): snake_case names,
 * timestamps already as ISO 8601 text (Postgres formats them, so the service builds no Date per row).
 */
export interface ProductRow {
  id: string;
  name: string;
  description: string | null;
  price: number;
  image_url: string | null;
  category: string | null;
  pet_type: string | null;
  featured: boolean;
  is_new: boolean;
  is_bestseller: boolean;
  attributes: { features?: string[] } | null;
  square_item_id: string | null;
  last_synced_at: string | null;
  created_at: string;
}

/**
 * The wire shape the store screens read; Square's raw payload and variation id stay inside. The same keys in the same
 * order as `toProduct`, so both paths serialise to the same bytes.
 */
export function productFromRow(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    imageUrl: row.image_url,
    category: row.category,
    petType: row.pet_type,
    featured: row.featured,
    isNew: row.is_new,
    isBestseller: row.is_bestseller,
    attributes: row.attributes ?? { features: [] },
    squareItemId: row.square_item_id,
    lastSyncedAt: row.last_synced_at,
    createdAt: row.created_at,
  };
}

/** The same wire shape from a TypeORM entity (catalogue sync screens, which read entities for other reasons). */
export function toProduct(p: ProductEntity): Product {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    imageUrl: p.imageUrl,
    category: p.category,
    petType: p.petType,
    featured: p.featured,
    isNew: p.isNew,
    isBestseller: p.isBestseller,
    attributes: p.attributes ?? { features: [] },
    squareItemId: p.squareItemId,
    lastSyncedAt: p.lastSyncedAt ? p.lastSyncedAt.toISOString() : null,
    createdAt: p.createdAt.toISOString(),
  };
}
