import type { MessageResponse } from '@petcora/contracts';
import { apiJson } from '@petcora/api-client';
import { useMutation } from '@tanstack/react-query';
import type { EmailChangeDto } from '@petcora/validation/account-recovery';

/**
 * POST /api/auth/email-change: mails a confirmation link to the new address; the account's address changes only
 * when that link is opened (/verify-email).
 */
export function requestEmailChange(input: EmailChangeDto): Promise<MessageResponse> {
  return apiJson<MessageResponse>('/api/auth/email-change', { method: 'POST', json: input });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
