import type { AuthResponse } from '@petcora/contracts';
import { apiJson } from '@petcora/api-client';
import type { EmailSignInDto } from '@petcora/validation/auth';

export type { AuthResponse };

/** POST /api/auth/signin `{ email, password }`. */
export function signIn({ email, password }: EmailSignInDto): Promise<AuthResponse> {
  return apiJson<AuthResponse>('/api/auth/signin', {
    method: 'POST',
    json: { email: email.trim(), password },
  });
}
