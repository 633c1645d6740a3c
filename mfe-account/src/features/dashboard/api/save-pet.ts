import { apiJson } from '@petcora/api-client';
import type { Pet } from '@petcora/contracts';
import type { CreatePetDto, UpdatePetDto } from '@petcora/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MY_PETS_PATH } from './get-my-pets';

export type SavePetInput = { petId: null; values: CreatePetDto } | { petId: string; values: UpdatePetDto };

/** POST /api/users/me/pets for a new pet, PATCH /api/users/me/pets/{petId} for an edit. */
export function savePet(input: SavePetInput): Promise<Pet> {
  return input.petId === null
    ? apiJson<Pet>(MY_PETS_PATH, { method: 'POST', json: input.values })
    : apiJson<Pet>(`${MY_PETS_PATH}/${encodeURIComponent(input.petId)}`, {
        method: 'PATCH',
        json: input.values,
      });
}

/** Saves, then refreshes every pet read (the list here and the cards on the member's profile). */
export function useSavePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pets'] }),
  });
}
