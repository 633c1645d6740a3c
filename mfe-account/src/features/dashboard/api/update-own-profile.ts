import { apiJson } from '@petcora/api-client';
import type { UserResponse } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import type { ProfileEditDto } from '@petcora/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/users/profile (JSON): display name, bio and optionally the picture as inline `data:` image. */
export function updateOwnProfile(values: ProfileEditDto): Promise<UserResponse> {
  return apiJson<UserResponse>('/api/users/profile', { method: 'PUT', json: values });
}

/** Saves, then refreshes the signed-in user and every cached read (profile data included). */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: async () => {
      await useSession.getState().refresh();
      await queryClient.invalidateQueries();
    },
  });
}
