/**
 * The admin overview's numbers: each service answers its part on `GET /internal/stats` (admin identity token), the
 * gateway merges them into `GET /api/admin/stats`, the admin screens read the result. One set of types for all
 * three, so a renamed field is a compile error on every side rather than a blank card.
 */

/** A running total and how many of it were added since midnight UTC. */
export interface DailyCount {
  total: number;
  today: number;
}

/** One line of the "recent activity" list. */
export interface ActivityItem {
  id: string;
  description: string;
  timestamp: string; // ISO
}

/** account `GET /internal/stats` */
export interface AccountStats {
  users: DailyCount;
  recentActivity: ActivityItem[];
}

/** social `GET /internal/stats` */
export interface SocialStats {
  posts: DailyCount;
  likes: DailyCount;
  repets: DailyCount;
  moderation: {
    /** Reported targets waiting for a moderator (open report groups). */
    pending: number;
    /** Open reports, every reporter counted. */
    openReports?: number;
    /** Members suspended now. */
    suspendedMembers?: number;
  };
  recentActivity: ActivityItem[];
}

/** gateway `GET /api/admin/stats`: both parts, the activity merged newest first. */
export interface AdminStats extends AccountStats, SocialStats {}
