import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AccountStats } from '@petcora/contracts';
import { User } from '../users/user.entity';

const RECENT_ACTIVITY_LIMIT = 10;

/** The account part of the admin overview; the gateway merges it with the social service's part. */
@Injectable()
export class StatsService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async accountStats(): Promise<AccountStats> {
    const [counts, newest] = await Promise.all([
      this.users
        .createQueryBuilder('user')
        .select('count(*)::int', 'total')
        // "today" is the database's calendar day (UTC on a default install).
        .addSelect(`count(*) FILTER (WHERE "user"."created_at" >= date_trunc('day', now()))::int`, 'today')
        .getRawOne<{ total: number; today: number }>(),
      this.users.find({
        select: { id: true, username: true, createdAt: true },
        order: { createdAt: 'DESC' },
        take: RECENT_ACTIVITY_LIMIT,
      }),
    ]);
    return {
      users: { total: counts?.total ?? 0, today: counts?.today ?? 0 },
      recentActivity: newest.map((user) => ({
        id: `user-joined-${user.id}`,
        description: `New member @${user.username} joined`,
        timestamp: user.createdAt.toISOString(),
      })),
    };
  }
}
