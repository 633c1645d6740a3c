import { apiJson } from '@petcora/api-client';
import type { CurrentUser } from '@petcora/contracts';
import type { EmailSignInDto } from '@petcora/validation';
import { useMutation } from '@tanstack/react-query';

export interface AuthResponse {
  user?: Pick<CurrentUser, 'username'> & Partial<CurrentUser>;
  username?: string;
  message?: string;
}

/** POST /api/auth/signin `{ email, password }`. */
export function signIn({ email, password }: EmailSignInDto): Promise<AuthResponse> {
  return apiJson<AuthResponse>('/api/auth/signin', {
    method: 'POST',
    json: { email: email.trim(), password },
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
