import { PRODUCT_CATEGORIES } from '@petcora/contracts';
import type { SquareCatalogObject } from './wire-types';

/**
 * A synthetic catalogue of `count` items (each with an image, a category and a price between $5.00 and $54.99), for
 * load tests and paging tests. Deterministic: the same arguments give the same catalogue.
 */
export function generateCatalog(count: number, idPrefix = 'GEN'): SquareCatalogObject[] {
  const updatedAt = '2025-11-20T09:00:00.000Z';
  const base = { updated_at: updatedAt, version: 1, is_deleted: false, present_at_all_locations: true };
  const objects: SquareCatalogObject[] = PRODUCT_CATEGORIES.map((name, i) => ({
    ...base,
    type: 'CATEGORY',
    id: `${idPrefix}-CAT-${i + 1}`,
    category_data: { name },
  }));
  for (let n = 1; n <= count; n += 1) {
    const petType = n % 2 === 0 ? 'Dog' : 'Cat';
    const itemId = `${idPrefix}-ITEM-${n}`;
    objects.push(
      {
        ...base,
        type: 'ITEM',
        id: itemId,
        custom_attribute_values: {
          pet_type: { name: 'Pet type', key: 'pet_type', type: 'STRING', string_value: petType },
        },
        item_data: {
          name: `Generated ${petType} Product ${n}`,
          description: `Synthetic catalogue item number ${n}.`,
          categories: [{ id: `${idPrefix}-CAT-${(n % PRODUCT_CATEGORIES.length) + 1}` }],
          image_ids: [`${idPrefix}-IMG-${n}`],
          variations: [
            {
              type: 'ITEM_VARIATION',
              id: `${idPrefix}-VAR-${n}`,
              item_variation_data: {
                item_id: itemId,
                name: 'Regular',
                pricing_type: 'FIXED_PRICING',
                price_money: { amount: 500 + ((n * 37) % 5000), currency: 'USD' },
              },
            },
          ],
        },
      },
      {
        ...base,
        type: 'IMAGE',
        id: `${idPrefix}-IMG-${n}`,
        image_data: { url: `/assets/demo/product-sync-${((n - 1) % 12) + 1}.svg`, caption: `Product ${n}` },
      },
    );
  }
  return objects;
}
