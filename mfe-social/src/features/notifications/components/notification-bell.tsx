import { COUNT_LINK_CLASS, CountBadge } from '@petcora/ui/count-badge';
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useUnreadCount } from '../api/get-unread-count';
import { bellLabel } from '../lib/notification-text';

/**
 * The navigation's bell with the unread count (exposed to the shell as `social/NotificationBell`, mounted for members
 * only). The count is read once per page load and then kept current by the live event and by the read marker.
 */
export function NotificationBell() {
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  return (
    <Link
      to="/notifications"
      className={`pc-button pc-button--ghost pc-button--sm ${COUNT_LINK_CLASS}`}
      aria-label={bellLabel(count)}
    >
      <Bell aria-hidden="true" />
      <CountBadge count={count} testId="notifications-count" />
    </Link>
  );
}
