import type { Square } from 'square';
import type { CatalogProductInput } from '@petcora/store-data';
import { categoryIdOf, imageIdsOf, type CatalogReferences } from './catalog-references';
import { moneyToCents, toJsonSafe } from './money';
import { storeCategoryOf } from './store-category';

export type SkipReason =
  'deleted' | 'archived' | 'no-variations' | 'no-name' | 'no-priced-variation' | 'unsupported-currency';

/** Items gone from the shop (not bad data): their products become unavailable. The other reasons are failed items. */
export const UNAVAILABLE_REASONS: ReadonlySet<SkipReason> = new Set(['deleted', 'archived', 'no-variations']);

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
  if (item.isDeleted) return skip('deleted');
  if (data?.isArchived) return skip('archived');
  const live = (data?.variations ?? []).filter((v) => v.type === 'ITEM_VARIATION' && !v.isDeleted);
  if (live.length === 0) return skip('no-variations');
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
      category: storeCategoryOf(categoryId ? refs.categoryName(categoryId) : null, name),
      petType: petTypeOf(item, name, description),
      squareData: toJsonSafe(item) as Record<string, unknown>,
      ...merchandising(item),
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

const FEATURE_MAX = 100;
const FEATURES_MAX = 10;

/**
 * The store's flags and feature list, kept in custom attributes "New" (key is_new), "Bestseller" (is_bestseller), both
 * BOOLEAN, and "Features" (features, STRING, "; "-separated). Absent attributes leave the fields out.
 */
export function merchandising(
  item: Square.CatalogObject.Item,
): Pick<CatalogProductInput, 'isNew' | 'isBestseller' | 'features'> {
  const attribute = (wanted: string) =>
    Object.entries(item.customAttributeValues ?? {}).find(
      ([key, v]) => normalise(v.name ?? '') === wanted || normalise(v.key ?? key) === wanted,
    )?.[1];
  const flag = (wanted: string, label: string) => {
    const value = attribute(wanted) ?? attribute(label);
    return typeof value?.booleanValue === 'boolean' ? value.booleanValue : undefined;
  };
  const result: Pick<CatalogProductInput, 'isNew' | 'isBestseller' | 'features'> = {};
  const isNew = flag('isnew', 'new');
  const isBestseller = flag('isbestseller', 'bestseller');
  if (isNew !== undefined) result.isNew = isNew;
  if (isBestseller !== undefined) result.isBestseller = isBestseller;
  const features = attribute('features')?.stringValue;
  if (features) {
    const list = features
      .split(';')
      .map((f) => f.trim().slice(0, FEATURE_MAX))
      .filter(Boolean)
      .slice(0, FEATURES_MAX);
    if (list.length > 0) result.features = list;
  }
  return result;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}
