import { apiJson } from '@petcora/api-client';
import type { PetList } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/users/me/pets: the signed-in member's own pets, the only ones a post may tag. */
export function getMyPets(signal?: AbortSignal): Promise<PetList> {
  return apiJson<PetList>('/api/users/me/pets', { signal });
}

export function myPetsQueryOptions() {
  return queryOptions({ queryKey: ['/api/users/me/pets'], queryFn: ({ signal }) => getMyPets(signal) });
}

export function useMyPets(enabled: boolean) {
  return useQuery({ ...myPetsQueryOptions(), enabled });
}
