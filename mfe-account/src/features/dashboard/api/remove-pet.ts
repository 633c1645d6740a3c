import { apiJson } from '@petcora/api-client';
import type { PetList } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_PETS_PATH } from './get-my-pets';

/** DELETE /api/users/me/pets/{petId} → the pets left. */
export function removePet(petId: string): Promise<PetList> {
  return apiJson<PetList>(`${MY_PETS_PATH}/${encodeURIComponent(petId)}`, { method: 'DELETE' });
}

export function useRemovePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pets'] }),
  });
}
