import { apiJson } from '@petcora/api-client';
import type { CurrentUser } from '@petcora/contracts';
import type { UsernameSignInDto } from '@petcora/validation';
import { useMutation } from '@tanstack/react-query';

export interface CommunityAuthResponse {
  user?: Partial<CurrentUser>;
  username?: string;
  message?: string;
}

/** POST /api/auth/signin `{ username, password }`. */
export function usernameSignIn({ username, password }: UsernameSignInDto): Promise<CommunityAuthResponse> {
  return apiJson<CommunityAuthResponse>('/api/auth/signin', {
    method: 'POST',
    json: { username: username.trim(), password },
  });
}

export function useUsernameSignIn() {
  return useMutation({ mutationFn: usernameSignIn });
}
