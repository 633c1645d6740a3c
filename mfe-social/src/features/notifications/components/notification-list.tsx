import { LoadMoreButton } from '@petcora/ui/load-more-button';
import { Card } from '@petcora/ui/card';
import { useEffect, useRef } from 'react';
import { useNotifications, type NotificationTab } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationRow } from './notification-row';
import { LoadingRows } from '../../../components/loading-rows';
import { RetryCard } from '../../../components/retry-card';

export const NO_NOTIFICATIONS = 'No notifications yet';
const EMPTY_HINTS: Record<NotificationTab, string> = {
  all: 'Likes, comments, new followers and mentions show up here.',
  mentions: 'When someone mentions you with @, it shows up here.',
};

/**
 * One tab's notifications, newest first, 'Load more' for older ones. Opening the All tab marks everything up to its
 * newest row read (the rows keep their unread mark for this visit, so the member still sees what is new).
 */
export function NotificationList({ tab }: { tab: NotificationTab }) {
  const list = useNotifications(tab);
  const markRead = useMarkNotificationsRead();
  const markedUpTo = useRef<string | null>(null);
  const newest = list.data?.pages[0]?.notifications[0];
  const anyUnread = list.data?.pages[0]?.notifications.some((n) => n.unread) ?? false;

  useEffect(() => {
    // Only the All tab marks: the Mentions tab's newest row says nothing of the likes it does not show.
    if (tab !== 'all' || !newest || !anyUnread || markedUpTo.current === newest.updatedAt) return;
    markedUpTo.current = newest.updatedAt;
    markRead.mutate(newest.updatedAt);
  }, [tab, newest, anyUnread, markRead]);

  if (list.isPending) {
    return (
      <LoadingRows
        label="Loading notifications..."
        className="social-notifications__list"
        rowClassName="social-notifications__skeleton"
      />
    );
  }
  if (list.isError) {
    return (
      <RetryCard
        message="Could not load your notifications"
        retry={list.refetch}
        className="social-notifications__state"
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.notifications);
  if (items.length === 0) {
    return (
      <Card className="social-notifications__state">
        <p>{NO_NOTIFICATIONS}</p>
        <p className="pc-muted">{EMPTY_HINTS[tab]}</p>
      </Card>
    );
  }
  return (
    <div className="social-notifications__list">
      <ul className="social-notifications__rows" aria-label="Notifications">
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} />
        ))}
      </ul>
      <LoadMoreButton pages={list} className="social-notifications__more" />
    </div>
  );
}
