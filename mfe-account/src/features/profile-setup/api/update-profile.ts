import { apiJson } from '@petcora/api-client';
import type { UserResponse } from '@petcora/contracts';
import type { ProfileSetupDto } from '@petcora/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PATCH /api/users/{id}/profile `{ displayName, bio, profilePicture }` (only one's own id). */
export function updateProfile(userId: string, values: ProfileSetupDto): Promise<UserResponse> {
  return apiJson<UserResponse>(`/api/users/${encodeURIComponent(userId)}/profile`, {
    method: 'PATCH',
    json: values,
  });
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileSetupDto) => updateProfile(userId, values),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
