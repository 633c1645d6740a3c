import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../features/live';
import { NotificationBell, setUnreadCount } from '../features/notifications';

/**
 * Exposed as `social/NotificationBell`: the shell's navigation mounts it for members, so the bell shares the page's
 * one live connection with the feeds. The `notifications-unread` event (this member's only) sets the count at once.
 */
export default function NotificationBellWidget() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (event.type === 'notifications-unread') setUnreadCount(queryClient, event.count);
  });
  return <NotificationBell />;
}
