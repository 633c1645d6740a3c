import { apiFetch } from '@petcora/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/signout: only the success status matters. */
export async function signOut(): Promise<void> {
  await apiFetch('/api/auth/signout', { method: 'POST' });
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
