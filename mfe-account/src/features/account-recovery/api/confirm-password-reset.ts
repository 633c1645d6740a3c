import type { MessageResponse } from '@petcora/contracts';
import { apiJson } from '@petcora/api-client';
import type { PasswordResetConfirmDto } from '@petcora/validation/account-recovery';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/password-reset/confirm `{ token, password }`: sets the password and ends every session. */
export function confirmPasswordReset({ token, password }: PasswordResetConfirmDto): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/api/auth/password-reset/confirm', {
    method: 'POST',
    json: { token, password },
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
