import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../features/live';
import {
  NotificationBell,
  refreshNotificationLists,
  setUnreadCount,
  unreadCountOf,
} from '../features/notifications';

/**
 * Exposed as `social/NotificationBell`: the shell's navigation mounts it for members, so the bell shares the page's
 * one live connection with the feeds. The `notifications-unread` event (this member's only) sets the count at once.
 */
export default function NotificationBellWidget() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (event.type !== 'notifications-unread') return;
    const before = unreadCountOf(queryClient) ?? 0;
    setUnreadCount(queryClient, event.count);
    // Something new: an open /notifications shows it (and marks it read); a drop in the count needs no new read.
    if (event.count > before) void refreshNotificationLists(queryClient);
  });
  return <NotificationBell />;
}
