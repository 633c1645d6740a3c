import { apiJson } from '@petcora/api-client';
import type { PetList } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const MY_PETS_PATH = '/api/users/me/pets';
export const myPetsQueryKey = ['pets', 'mine'] as const;

/** GET /api/users/me/pets → the signed-in member's pets, in the order they were added. */
export function getMyPets(signal?: AbortSignal): Promise<PetList> {
  return apiJson<PetList>(MY_PETS_PATH, { signal });
}

export function myPetsQueryOptions() {
  return queryOptions({ queryKey: myPetsQueryKey, queryFn: ({ signal }) => getMyPets(signal) });
}

export function useMyPets() {
  return useQuery(myPetsQueryOptions());
}
