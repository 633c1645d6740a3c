import { apiJson } from '@petcora/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /api/admin/unlock `{ password }`: the server checks the overview password and elevates the session. */
export function unlockAdmin(password: string): Promise<{ message?: string }> {
  return apiJson<{ message?: string }>('/api/admin/unlock', { method: 'POST', json: { password } });
}

export function useUnlockAdmin() {
  return useMutation({ mutationFn: unlockAdmin });
}
