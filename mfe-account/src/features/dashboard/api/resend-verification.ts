import type { MessageResponse } from '@petcora/contracts';
import { apiJson } from '@petcora/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/verify-email/resend: mails a new confirmation link to the member's address (rate-limited). */
export function resendVerification(): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/api/auth/verify-email/resend', { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
