import type { CurrentUser } from '@petcora/contracts';

/** Maya, signed up but not onboarded yet: a username and nothing else. */
export const ONBOARDING_MEMBER = {
  id: 'u1',
  username: 'maya',
  displayName: null,
  bio: null,
  onboardingCompleted: false,
} as CurrentUser;
