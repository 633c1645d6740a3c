import type { AdminStats } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { Skeleton } from '@petcora/ui/feedback';
import { Activity, FileText, Heart, Repeat2, Server, ShieldAlert, Users } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import './admin.css';

function StatCard({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  title: string;
  children: ReactNode;
  action: string;
}) {
  return (
    <Card className="admin-card">
      <h3 className="admin-card__title">
        <Icon aria-hidden /> {title}
      </h3>
      <div className="admin-card__body">{children}</div>
      {/* The spec shows these buttons without an action. */}
      <Button variant="secondary" size="sm">
        {action}
      </Button>
    </Card>
  );
}

function Counts({ total, today, noun }: { total: number; today: number; noun: string }) {
  return (
    <>
      <p className="admin-card__number">{total.toLocaleString('en-US')}</p>
      <p className="pc-muted">
        {today.toLocaleString('en-US')} {noun} today
      </p>
    </>
  );
}

/** The overview cards and Recent Activity; `stats` is undefined while loading. */
export function AdminStatsCards({ stats, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  const pending = stats?.moderation.pending ?? 0;
  return (
    <div className="admin-overview">
      {stats ? (
        <div className="admin-overview__cards">
          <StatCard icon={Users} title="User Management" action="Manage Users">
            <Counts total={stats.users.total} today={stats.users.today} noun="new" />
          </StatCard>
          <StatCard icon={FileText} title="Community Posts" action="Moderate Posts">
            <Counts total={stats.posts.total} today={stats.posts.today} noun="new" />
          </StatCard>
          <StatCard icon={Server} title="System Settings" action="Configure">
            <p className="admin-card__number admin-card__online">Online</p>
            <p className="pc-muted">99.9% uptime</p>
          </StatCard>
          <StatCard icon={Heart} title="Engagement" action="View Analytics">
            <Counts total={stats.likes.total} today={stats.likes.today} noun="likes" />
          </StatCard>
          <StatCard icon={Repeat2} title="Repets" action="View Repets">
            <Counts total={stats.repets.total} today={stats.repets.today} noun="repets" />
          </StatCard>
          <StatCard icon={ShieldAlert} title="Moderation" action="Review Queue">
            <p className="admin-card__number">{pending}</p>
            <p className={pending > 0 ? 'admin-card__attention' : 'pc-muted'}>
              {pending > 0 ? 'Requires attention' : 'All clear'}
            </p>
          </StatCard>
        </div>
      ) : (
        loading && (
          <div className="admin-overview__cards" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="admin-card__skeleton" />
            ))}
          </div>
        )
      )}
      <Card className="admin-activity">
        <h3 className="admin-card__title">
          <Activity aria-hidden /> Recent Activity
        </h3>
        {loading && !stats ? (
          <p role="status">Loading activity...</p>
        ) : !stats || stats.recentActivity.length === 0 ? (
          <p className="pc-muted">No recent activity</p>
        ) : (
          <ul className="admin-activity__list">
            {stats.recentActivity.map((item) => (
              <li key={item.id}>
                <span>{item.description}</span>
                <time dateTime={item.timestamp} className="pc-muted">
                  {new Date(item.timestamp).toLocaleString('en-US')}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
