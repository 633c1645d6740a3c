import { apiJson } from '@petcora/api-client';
import type { AuthResponse } from '@petcora/contracts';
import type { UsernameSignInDto } from '@petcora/validation';

/** POST /api/auth/signin `{ username, password }`. */
export function usernameSignIn({ username, password }: UsernameSignInDto): Promise<AuthResponse> {
  return apiJson<AuthResponse>('/api/auth/signin', {
    method: 'POST',
    json: { username: username.trim(), password },
  });
}
