import type { EntityManager } from 'typeorm';

/** A product as mapped from one Square ITEM (its first variation carries the price). */
export interface CatalogProductInput {
  squareItemId: string;
  squareVariationId: string;
  name: string;
  description: string | null;
  price: number; // integer cents
  imageUrl: string | null;
  category: string | null;
  petType: string | null;
  squareData: Record<string, unknown>;
  /** From the item's custom attributes, when it has them: seed the manual columns of a new product only. */
  isNew?: boolean;
  isBestseller?: boolean;
  features?: string[];
}

/**
 * Idempotent upsert keyed by the Square item id: re-running a sync (or retrying an interrupted one) updates rows
 * in place and never duplicates. Manual columns (featured, isNew, isBestseller, attributes) are left alone on update;
 * a new product takes its flags and features from the catalogue's custom attributes (default false / none), and a
 * product without features gets the catalogue's. A product seen again becomes available again.
 *
 * Only rows that change are written: the update is guarded by `IS DISTINCT FROM` over every synced column, so a run
 * over an unchanged catalogue writes nothing (and `last_synced_at` is the time the row last changed from Square).
 * One statement per batch keeps a large catalogue fast. Answers the number of rows inserted or changed.
 */
export async function upsertCatalogProducts(
  manager: EntityManager,
  products: CatalogProductInput[],
  syncedAt = new Date(),
): Promise<number> {
  if (products.length === 0) return 0;
  const columns = 12;
  const values: unknown[] = [];
  const rows = products.map((p, i) => {
    values.push(
      p.squareItemId,
      p.squareVariationId,
      p.name,
      p.description,
      p.price,
      p.imageUrl,
      p.category,
      p.petType,
      JSON.stringify(p.squareData),
      p.isNew ?? false,
      p.isBestseller ?? false,
      p.features && p.features.length > 0 ? JSON.stringify({ features: p.features }) : null,
    );
    const base = i * columns;
    const params = Array.from({ length: columns }, (_, k) => `$${base + k + 1}`);
    params[8] = `${params[8]}::jsonb`;
    params[11] = `${params[11]}::jsonb`;
    return `(${params.join(', ')}, $${products.length * columns + 1})`;
  });
  values.push(syncedAt);
  const result: { id: string }[] = await manager.query(
    `INSERT INTO products (square_item_id, square_variation_id, name, description, price, image_url, category, pet_type, square_data, is_new, is_bestseller, attributes, last_synced_at)
     VALUES ${rows.join(', ')}
     ON CONFLICT (square_item_id) DO UPDATE SET
       square_variation_id = EXCLUDED.square_variation_id,
       name = EXCLUDED.name,
       description = EXCLUDED.description,
       price = EXCLUDED.price,
       image_url = COALESCE(EXCLUDED.image_url, products.image_url),
       category = COALESCE(EXCLUDED.category, products.category),
       pet_type = COALESCE(EXCLUDED.pet_type, products.pet_type),
       square_data = EXCLUDED.square_data,
       attributes = COALESCE(products.attributes, EXCLUDED.attributes),
       available = true,
       unavailable_at = NULL,
       last_synced_at = EXCLUDED.last_synced_at
     WHERE NOT products.available
        OR (products.square_variation_id, products.name, products.description, products.price, products.image_url,
            products.category, products.pet_type, products.square_data, products.attributes)
           IS DISTINCT FROM
           (EXCLUDED.square_variation_id, EXCLUDED.name, EXCLUDED.description, EXCLUDED.price,
            COALESCE(EXCLUDED.image_url, products.image_url), COALESCE(EXCLUDED.category, products.category),
            COALESCE(EXCLUDED.pet_type, products.pet_type), EXCLUDED.square_data,
            COALESCE(products.attributes, EXCLUDED.attributes))
     RETURNING id`,
    values,
  );
  return result.length;
}

/**
 * Items deleted or archived in Square (or left without a variation): their products become unavailable — hidden from
 * the store, still there for the orders and carts that reference them. Manual products (no Square id) are never
 * touched. Answers the number of products that changed.
 */
export async function markCatalogProductsUnavailable(
  manager: EntityManager,
  squareItemIds: string[],
  at = new Date(),
): Promise<number> {
  if (squareItemIds.length === 0) return 0;
  return updatedCount(
    await manager.query(
      `UPDATE products SET available = false, unavailable_at = $2
       WHERE square_item_id = ANY($1::varchar[]) AND available`,
      [squareItemIds, at],
    ),
  );
}

/**
 * A complete listing's reconciliation: every synced product whose item the listing did not return (deleted in Square,
 * perhaps while no incremental run looked) becomes unavailable. Items the listing returned but could not map (bad
 * items) are passed in `listedIds` too, so a bad item is recorded, not hidden. Manual products are never touched.
 */
export async function markUnlistedCatalogProductsUnavailable(
  manager: EntityManager,
  listedIds: string[],
  at = new Date(),
): Promise<number> {
  return updatedCount(
    await manager.query(
      `UPDATE products SET available = false, unavailable_at = $2
       WHERE square_item_id IS NOT NULL AND available AND NOT (square_item_id = ANY($1::varchar[]))`,
      [listedIds, at],
    ),
  );
}

/** TypeORM's Postgres driver answers an UPDATE with `[rows, affectedCount]`. */
function updatedCount(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}
