import { PRODUCT_CATEGORIES, type ProductCategory } from '@petcora/contracts';

/**
 * Square categories → the store's five (PRODUCT_CATEGORIES). The rule, in order:
 * 1. a Square category whose name is one of the five (any letter case, surrounding spaces ignored) is that category;
 * 2. otherwise the first keyword rule below matching the Square category's name, then the item's name, wins;
 * 3. otherwise the product has no category (it is still sold; the store's category filters do not list it).
 * Keywords match whole words, case-insensitively. The table is the documented mapping (docs/adr/0006).
 */
export const CATEGORY_KEYWORDS: readonly { category: ProductCategory; words: RegExp }[] = [
  { category: 'Shampoo & Conditioner', words: /\b(shampoos?|conditioners?|grooming|bath|wash|rinse)\b/i },
  {
    category: 'Nutritional Supplements',
    words: /\b(supplements?|vitamins?|nutrition(al)?|probiotics?|omega|multivitamins?)\b/i,
  },
  { category: 'Organic Treats', words: /\b(treats?|chews?|snacks?|biscuits?|jerky|food)\b/i },
  { category: 'Skincare Solutions', words: /\b(skin(care)?|balms?|paw|coat|itch|lotions?|salves?)\b/i },
  { category: 'Wellness Products', words: /\b(wellness|health|calming|dental|joint|care|relief)\b/i },
];

export function storeCategoryOf(
  squareCategoryName: string | null | undefined,
  itemName: string,
): ProductCategory | null {
  const name = squareCategoryName?.trim();
  if (name) {
    const exact = PRODUCT_CATEGORIES.find((c) => c.toLowerCase() === name.toLowerCase());
    if (exact) return exact;
    const byCategory = CATEGORY_KEYWORDS.find((rule) => rule.words.test(name));
    if (byCategory) return byCategory.category;
  }
  return CATEGORY_KEYWORDS.find((rule) => rule.words.test(itemName))?.category ?? null;
}
