import { apiFetch } from '@petcora/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/lock: gives up the admin elevation of this session. */
export async function lockAdmin(): Promise<void> {
  await apiFetch('/api/admin/lock', { method: 'POST' });
}

export function useLockAdmin() {
  return useMutation({ mutationFn: lockAdmin });
}
