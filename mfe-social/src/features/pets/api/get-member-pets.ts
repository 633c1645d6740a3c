import { apiJson } from '@petcora/api-client';
import type { PetList } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const memberPetsPath = (username: string) => `/api/users/${encodeURIComponent(username)}/pets`;

/** GET /api/users/{username}/pets → the member's pets, in the order they were added; 404 for an unknown member. */
export function getMemberPets(username: string, signal?: AbortSignal): Promise<PetList> {
  return apiJson<PetList>(memberPetsPath(username), { signal });
}

export function memberPetsQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['pets', 'member', username.toLowerCase()],
    queryFn: ({ signal }) => getMemberPets(username, signal),
  });
}

export function useMemberPets(username: string) {
  return useQuery({ ...memberPetsQueryOptions(username), enabled: username !== '' });
}
