import type { Product } from '@petcora/contracts';
import type { ProductEntity, ProductImageRendition } from '@petcora/store-data';
import { productImageInfo } from './product-image';

/**
 * The product columns the catalogue reads select, in select-list order (`productFromColumns` reads them by position):
 * only the contract's (the picture's columns make its `image`), so Square's raw payload stays in the table. The two timestamps are selected as ISO 8601 text
 * (products.service.ts formats them in Postgres), so the service builds no Date per row.
 */
export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'description',
  'price',
  'image_url',
  'category',
  'pet_type',
  'featured',
  'is_new',
  'is_bestseller',
  'attributes',
  'square_item_id',
  'last_synced_at',
  'created_at',
  'image_source_url',
  'image_width',
  'image_height',
  'image_placeholder',
  'image_renditions',
] as const;

/** Columns holding a timestamp, selected as ISO 8601 text. */
export const PRODUCT_TIMESTAMP_COLUMNS: ReadonlySet<(typeof PRODUCT_COLUMNS)[number]> = new Set([
  'last_synced_at',
  'created_at',
]);

/** One row of PRODUCT_COLUMNS as node-postgres answers it in array mode. */
export type ProductColumns = [
  id: string,
  name: string,
  description: string | null,
  price: number,
  imageUrl: string | null,
  category: string | null,
  petType: string | null,
  featured: boolean,
  isNew: boolean,
  isBestseller: boolean,
  attributes: { features?: string[] } | null,
  squareItemId: string | null,
  lastSyncedAt: string | null,
  createdAt: string,
  imageSourceUrl: string | null,
  imageWidth: number | null,
  imageHeight: number | null,
  imagePlaceholder: string | null,
  imageRenditions: ProductImageRendition[] | null,
];

/**
 * The wire shape the store screens read; Square's raw payload and variation id stay inside. The same keys in the same
 * order as `toProduct`, so both paths serialise to the same bytes.
 */
export function productFromColumns(c: ProductColumns): Product {
  return {
    id: c[0],
    name: c[1],
    description: c[2],
    price: c[3],
    imageUrl: c[4],
    image: productImageInfo(c[0], {
      imageUrl: c[4],
      imageSourceUrl: c[14],
      imageWidth: c[15],
      imageHeight: c[16],
      imagePlaceholder: c[17],
      imageRenditions: c[18],
    }),
    category: c[5],
    petType: c[6],
    featured: c[7],
    isNew: c[8],
    isBestseller: c[9],
    attributes: c[10] ?? { features: [] },
    squareItemId: c[11],
    lastSyncedAt: c[12],
    createdAt: c[13],
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
    image: productImageInfo(p.id, p),
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
