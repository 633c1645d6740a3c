import type { Square } from 'square';
import type { CatalogProductInput } from '@petcora/store-data';
import { categoryIdOf, imageIdsOf, type CatalogReferences } from './catalog-references';
import { moneyToCents, toJsonSafe } from './money';

export type SkipReason = 'deleted' | 'no-name' | 'no-priced-variation' | 'unsupported-currency';

export type ItemMapping =
  { kind: 'product'; product: CatalogProductInput } | { kind: 'skipped'; itemId: string; reason: SkipReason };

/** The store sells in US dollars; other currencies' minor units are not cents. */
const STORE_CURRENCY = 'USD';
const NAME_MAX = 255;
const PET_TYPE_ATTRIBUTE = 'pettype';

/**
 * One Square ITEM → one store product. The price comes from the first live variation that has a fixed price;
 * image and category are resolved through the IMAGE and CATEGORY objects seen in the listing.
 */
export function mapCatalogItem(item: Square.CatalogObject.Item, refs: CatalogReferences): ItemMapping {
  const skip = (reason: SkipReason): ItemMapping => ({ kind: 'skipped', itemId: item.id, reason });
  const data = item.itemData;
  if (item.isDeleted || data?.isArchived) return skip('deleted');
  const name = data?.name?.trim();
  if (!name) return skip('no-name');

  const variation = firstPricedVariation(item);
  if (!variation) return skip('no-priced-variation');
  const money = variation.itemVariationData!.priceMoney!;
  if (money.currency && money.currency !== STORE_CURRENCY) return skip('unsupported-currency');
  const price = moneyToCents(money);
  if (price === null) return skip('no-priced-variation');

  const description = data?.descriptionPlaintext?.trim() || data?.description?.trim() || null;
  const categoryId = categoryIdOf(item);
  return {
    kind: 'product',
    product: {
      squareItemId: item.id,
      squareVariationId: variation.id,
      name: name.slice(0, NAME_MAX),
      description,
      price,
      imageUrl:
        imageIdsOf(item)
          .map((id) => refs.imageUrl(id))
          .find((url) => url !== undefined) ?? null,
      category: categoryId ? (refs.categoryName(categoryId) ?? null) : null,
      petType: petTypeOf(item, name, description),
      squareData: toJsonSafe(item) as Record<string, unknown>,
    },
  };
}

function firstPricedVariation(
  item: Square.CatalogObject.Item,
): Square.CatalogObject.ItemVariation | undefined {
  return (item.itemData?.variations ?? []).find(
    (v): v is Square.CatalogObject.ItemVariation =>
      v.type === 'ITEM_VARIATION' && !v.isDeleted && moneyToCents(v.itemVariationData?.priceMoney) !== null,
  );
}

/**
 * Square has no pet type field. We keep it in a custom attribute named "Pet type" (key pet_type); without one,
 * the item's name, then its description, decides when it mentions exactly one of cats or dogs.
 */
export function petTypeOf(
  item: Square.CatalogObject.Item,
  name: string,
  description: string | null,
): 'Cat' | 'Dog' | null {
  const attributes = Object.entries(item.customAttributeValues ?? {});
  const attribute = attributes.find(
    ([key, v]) =>
      normalise(v.name ?? '') === PET_TYPE_ATTRIBUTE || normalise(v.key ?? key) === PET_TYPE_ATTRIBUTE,
  )?.[1];
  const fromAttribute = attribute?.stringValue ? petTypeIn(attribute.stringValue) : null;
  return fromAttribute ?? petTypeIn(name) ?? (description ? petTypeIn(description) : null);
}

function petTypeIn(text: string): 'Cat' | 'Dog' | null {
  const cat = /\b(cats?|kittens?|feline)\b/i.test(text);
  const dog = /\b(dogs?|pupp(y|ies)|canine)\b/i.test(text);
  return cat === dog ? null : cat ? 'Cat' : 'Dog';
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}
