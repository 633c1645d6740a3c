import { CountBadge } from '@petcora/ui/count-badge';
import { NavLink } from 'react-router-dom';
import { useUnreadCount } from '../api/get-unread-count';
import { bellLabel } from '../lib/notification-text';

/**
 * The small-screen menu's 'Notifications' entry with the unread count after its words. It reads the bell's cached
 * count (the bell's widget keeps it current from the live stream), so it adds no request. `className` is the menu's
 * own link style, given by the shell.
 */
export function NotificationsMenuLink({ className }: { className?: string }) {
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  return (
    <NavLink to="/notifications" className={className} aria-label={bellLabel(count)}>
      Notifications
      <CountBadge count={count} testId="notifications-menu-count" inline />
    </NavLink>
  );
}
