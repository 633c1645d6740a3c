import { apiFetch } from '@petcora/api-client';
import { FOR_PET_TYPES_HEADER, type Product } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCTS_PATH } from './get-products';

/** How many products 'For your pets' shows. */
export const FOR_YOUR_PETS_SHOWN = 4;

export interface ProductsForPets {
  /** The member's pets' store types (lower case); empty for a member without pets. */
  petTypes: string[];
  /** Products of those types, best sellers first. */
  products: Product[];
}

/** GET /api/products?forPetsOf=me: the catalogue with the member's pets' types first (the header names the types). */
export async function getProductsForPets(signal?: AbortSignal): Promise<ProductsForPets> {
  const response = await apiFetch(`${PRODUCTS_PATH}?forPetsOf=me&limit=${FOR_YOUR_PETS_SHOWN * 4}`, {
    signal,
  });
  const petTypes = (response.headers.get(FOR_PET_TYPES_HEADER) ?? '')
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean);
  const products = (await response.json()) as Product[];
  return {
    petTypes,
    products: products
      .filter((product) => petTypes.includes(product.petType?.toLowerCase() ?? ''))
      .slice(0, FOR_YOUR_PETS_SHOWN),
  };
}

export function productsForPetsQueryOptions() {
  return queryOptions({
    queryKey: [PRODUCTS_PATH, 'for-pets-of', 'me'],
    queryFn: ({ signal }) => getProductsForPets(signal),
  });
}

/** Only for a signed-in member (a visitor has no pets to go by). */
export function useProductsForPets(enabled: boolean) {
  return useQuery({ ...productsForPetsQueryOptions(), enabled });
}
