import type { MessageResponse } from '@petcora/contracts';
import { apiJson } from '@petcora/api-client';
import type { PasswordResetRequestDto } from '@petcora/validation/account-recovery';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/password-reset `{ email }`: the same 202 answer whether or not the address has an account. */
export function requestPasswordReset({ email }: PasswordResetRequestDto): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/api/auth/password-reset', {
    method: 'POST',
    json: { email: email.trim() },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
