import { buttonClassName } from '@petcora/ui/button';
import { Bell } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { RemoteWidget } from '../remotes/remote-widget';

/**
 * The members' bell: the social team's widget (the unread count, kept current by the live stream) loads lazily, so the
 * shell's first bundle carries only this link, which stands in while it loads and if the social remote is down.
 */
export function NavNotifications() {
  return <RemoteWidget remote="social" module="NotificationBell" fallback={<BellLink />} />;
}

function BellLink() {
  return (
    <Link to="/notifications" className={buttonClassName('ghost', 'sm')} aria-label="Notifications">
      <Bell aria-hidden="true" />
    </Link>
  );
}

/**
 * The small-screen menu's 'Notifications' entry: the social team's link with the unread count after its words, the
 * plain link while it loads and if the social remote is down.
 */
export function MenuNotifications({ className }: { className: string }) {
  return (
    <RemoteWidget
      remote="social"
      module="NotificationsMenuLink"
      props={{ className }}
      fallback={
        <NavLink to="/notifications" className={className}>
          Notifications
        </NavLink>
      }
    />
  );
}
