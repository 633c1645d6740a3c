import type { Product } from '@petcora/contracts';
import type { ProductEntity } from '@petcora/store-data';

/** The wire shape the store screens read; Square's raw payload and variation id stay inside. */
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
