import type { CurrentUser } from '@petcora/contracts';

/** Maya, the signed-in member the dashboard specs render (no display name, bio or pictures yet). */
export function dashboardMember(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    username: 'maya',
    email: 'maya@example.com',
    displayName: null,
    firstName: 'Maya',
    lastName: null,
    bio: null,
    profileImageUrl: null,
    profilePicture: null,
    ...overrides,
  } as CurrentUser;
}
