import { apiJson } from '@petcora/api-client';
import type { Pet } from '@petcora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberPetsPath } from './get-member-pets';

/** GET /api/users/{username}/pets/{petId} → one pet of that member; 404 when it is not theirs or does not exist. */
export function getMemberPet(username: string, petId: string, signal?: AbortSignal): Promise<Pet> {
  return apiJson<Pet>(`${memberPetsPath(username)}/${encodeURIComponent(petId)}`, { signal });
}

export function memberPetQueryOptions(username: string, petId: string) {
  return queryOptions({
    queryKey: ['pets', 'member', username.toLowerCase(), petId],
    queryFn: ({ signal }) => getMemberPet(username, petId, signal),
    // A missing pet stays missing: no retries before the not-found screen.
    retry: false,
  });
}

export function useMemberPet(username: string, petId: string) {
  return useQuery({ ...memberPetQueryOptions(username, petId), enabled: username !== '' && petId !== '' });
}
