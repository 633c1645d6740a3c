import type { AdminStats } from '@petcora/contracts';

/** The admin overview's figures the admin specs render; `overrides` sets the moderation queue and activity. */
export function adminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    users: { total: 12, today: 2 },
    posts: { total: 40, today: 3 },
    likes: { total: 90, today: 9 },
    repets: { total: 7, today: 1 },
    moderation: { pending: 0 },
    recentActivity: [],
    ...overrides,
  };
}
