import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SocialStats } from '@petcora/contracts';

/** Start of the current day in UTC, computed by Postgres so every instance agrees. */
const MIDNIGHT_UTC = `(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

/** The social part of the admin dashboard's numbers (the gateway merges it with the account service's). */
@Injectable()
export class InternalStatsService {
  constructor(private readonly dataSource: DataSource) {}

  async stats(): Promise<SocialStats> {
    const [[counts], recent] = await Promise.all([
      this.dataSource.query(
        `SELECT
           (SELECT count(*) FROM social.posts WHERE NOT is_repet)::int AS posts_total,
           (SELECT count(*) FROM social.posts WHERE NOT is_repet AND created_at >= ${MIDNIGHT_UTC})::int AS posts_today,
           (SELECT count(*) FROM social.posts WHERE is_repet)::int AS repets_total,
           (SELECT count(*) FROM social.posts WHERE is_repet AND created_at >= ${MIDNIGHT_UTC})::int AS repets_today,
           (SELECT count(*) FROM social.likes)::int AS likes_total,
           (SELECT count(*) FROM social.likes WHERE created_at >= ${MIDNIGHT_UTC})::int AS likes_today,
           (SELECT count(*) FROM social.reports WHERE status = 'open')::int AS open_reports,
           (SELECT count(*) FROM (SELECT DISTINCT target_type, target_id FROM social.reports WHERE status = 'open') t)::int
             AS pending_targets,
           (SELECT count(*) FROM social.authors WHERE suspended_at IS NOT NULL)::int AS suspended_members`,
      ) as Promise<Record<string, number>[]>,
      this.dataSource.query(
        `SELECT p.id, p.created_at, a.username
           FROM social.posts p JOIN social.authors a ON a.id = p.user_id
          WHERE NOT p.is_repet
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT 10`,
      ) as Promise<{ id: string; created_at: Date; username: string }[]>,
    ]);
    return {
      posts: { total: counts.posts_total, today: counts.posts_today },
      likes: { total: counts.likes_total, today: counts.likes_today },
      repets: { total: counts.repets_total, today: counts.repets_today },
      moderation: {
        pending: counts.pending_targets,
        openReports: counts.open_reports,
        suspendedMembers: counts.suspended_members,
      },
      recentActivity: recent.map((r) => ({
        id: r.id,
        description: `New post by @${r.username}`,
        timestamp: r.created_at.toISOString(),
      })),
    };
  }
}
