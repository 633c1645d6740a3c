import type { SquareCatalogObject } from './wire-types';

/** Every catalogue object type name Square accepts in `types` / `object_types`. */
export const CATALOG_OBJECT_TYPES = new Set([
  'ITEM',
  'IMAGE',
  'CATEGORY',
  'ITEM_VARIATION',
  'TAX',
  'DISCOUNT',
  'MODIFIER_LIST',
  'MODIFIER',
  'PRICING_RULE',
  'PRODUCT_SET',
  'TIME_PERIOD',
  'MEASUREMENT_UNIT',
  'SUBSCRIPTION_PLAN',
  'SUBSCRIPTION_PLAN_VARIATION',
  'ITEM_OPTION',
  'ITEM_OPTION_VAL',
  'CUSTOM_ATTRIBUTE_DEFINITION',
  'QUICK_AMOUNTS_SETTINGS',
  'AVAILABILITY_PERIOD',
]);

export interface CatalogQuery {
  /** Upper-case type names; null means every type. */
  types: Set<string> | null;
  includeDeleted: boolean;
  /** Only objects updated strictly after this instant. */
  updatedAfter: Date | null;
}

/**
 * Selects catalogue objects the way Square's list and search do: by type (item variations can be asked for on
 * their own, as top-level objects), without deleted objects unless asked, optionally only those changed since a time.
 * Objects are returned as stored, in stable order, so cursors stay valid between requests.
 */
export function selectObjects(catalog: readonly SquareCatalogObject[], query: CatalogQuery): unknown[] {
  const wanted = (type: string) => query.types === null || query.types.has(type);
  const present = (o: { is_deleted?: boolean }) => query.includeDeleted || !o.is_deleted;
  const changed = (o: { updated_at?: string }) =>
    query.updatedAfter === null ||
    (o.updated_at !== undefined && new Date(o.updated_at) > query.updatedAfter);
  const visible = (o: { is_deleted?: boolean; updated_at?: string }) => present(o) && changed(o);
  return catalog.flatMap((object) => {
    const selected: unknown[] = wanted(object.type) && visible(object) ? [object] : [];
    // A deleted item takes its variations with it.
    if (object.type === 'ITEM' && query.types?.has('ITEM_VARIATION') && present(object)) {
      selected.push(...object.item_data.variations.filter(visible));
    }
    return selected;
  });
}

/** Parses a comma-separated or repeated `types` list; returns the unknown names instead when there are any. */
export function parseTypes(raw: unknown): { types: Set<string> | null } | { unknown: string[] } {
  if (raw === undefined || raw === '') return { types: null };
  const names = (Array.isArray(raw) ? raw : [raw])
    .flatMap((value) => String(value).split(','))
    .map((name) => name.trim().toUpperCase())
    .filter((name) => name.length > 0);
  const unknown = names.filter((name) => !CATALOG_OBJECT_TYPES.has(name));
  return unknown.length > 0 ? { unknown } : { types: new Set(names) };
}
