import { apiJson } from '@petcora/api-client';
import type { UserResponse } from '@petcora/contracts';
import type { OnboardingDto } from '@petcora/validation';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/onboarding `{ username, displayName, bio, onboardingCompleted: true }`. */
export function completeOnboarding(values: OnboardingDto): Promise<UserResponse> {
  const payload: OnboardingDto = { username: values.username.trim(), onboardingCompleted: true };
  if (values.displayName?.trim()) payload.displayName = values.displayName.trim();
  if (values.bio?.trim()) payload.bio = values.bio.trim();
  return apiJson<UserResponse>('/api/auth/onboarding', { method: 'POST', json: payload });
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
