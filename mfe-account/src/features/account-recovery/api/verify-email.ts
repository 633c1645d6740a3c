import type { MessageResponse } from '@petcora/contracts';
import { apiJson } from '@petcora/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/verify-email `{ token }`: confirms the address the link was mailed to. */
export function verifyEmail(token: string): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/api/auth/verify-email', { method: 'POST', json: { token } });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
