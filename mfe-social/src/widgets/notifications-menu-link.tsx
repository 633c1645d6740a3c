import { NotificationsMenuLink } from '../features/notifications';

/**
 * Exposed as `social/NotificationsMenuLink`: the shell's small-screen menu mounts it for members beside the bar's
 * `social/NotificationBell`, whose live subscription keeps the shared count current for both.
 */
export default function NotificationsMenuLinkWidget({ className }: { className?: string }) {
  return <NotificationsMenuLink className={className} />;
}
