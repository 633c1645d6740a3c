/**
 * The subset of Square's Catalog API JSON wire format (snake_case, as Square sends it) the emulator serves.
 * Fields the emulator does not interpret are allowed through untouched, as in the real API.
 */
export interface SquareMoney {
  amount: number;
  currency: string;
}

export interface SquareCustomAttributeValue {
  name?: string;
  key?: string;
  type?: string;
  string_value?: string;
  boolean_value?: boolean;
  custom_attribute_definition_id?: string;
}

export interface SquareCategoryReference {
  id: string;
  ordinal?: number;
}

export interface SquareItemVariation {
  type: 'ITEM_VARIATION';
  id: string;
  updated_at?: string;
  version?: number;
  is_deleted?: boolean;
  present_at_all_locations?: boolean;
  item_variation_data: {
    item_id: string;
    name?: string;
    ordinal?: number;
    pricing_type: 'FIXED_PRICING' | 'VARIABLE_PRICING';
    price_money?: SquareMoney;
    [field: string]: unknown;
  };
}

interface SquareObjectBase {
  id: string;
  updated_at: string;
  version: number;
  is_deleted: boolean;
  present_at_all_locations: boolean;
  custom_attribute_values?: Record<string, SquareCustomAttributeValue>;
}

export interface SquareItemObject extends SquareObjectBase {
  type: 'ITEM';
  item_data: {
    name: string;
    description?: string;
    description_plaintext?: string;
    variations: SquareItemVariation[];
    image_ids?: string[];
    categories?: SquareCategoryReference[];
    reporting_category?: SquareCategoryReference;
    category_id?: string;
    [field: string]: unknown;
  };
}

export interface SquareImageObject extends SquareObjectBase {
  type: 'IMAGE';
  image_data: { name?: string; url: string; caption?: string };
}

export interface SquareCategoryObject extends SquareObjectBase {
  type: 'CATEGORY';
  category_data: { name: string; [field: string]: unknown };
}

export type SquareCatalogObject = SquareItemObject | SquareImageObject | SquareCategoryObject;

/** Square's error body: `{ errors: [{ category, code, detail, field? }] }`. */
export interface SquareErrorBody {
  errors: { category: string; code: string; detail: string; field?: string }[];
}

export function squareError(category: string, code: string, detail: string, field?: string): SquareErrorBody {
  return { errors: [{ category, code, detail, ...(field ? { field } : {}) }] };
}
