/** The notifications feature: the /notifications tabs and the navigation's bell. Pages and widgets import from here. */
export { NotificationsTabs } from './components/notifications-tabs';
export { NotificationBell } from './components/notification-bell';
export { NotificationsMenuLink } from './components/notifications-menu-link';
export { setUnreadCount, unreadCountOf, useUnreadCount, unreadCountQueryKey } from './api/get-unread-count';
export { refreshNotificationLists } from './api/get-notifications';
export { notificationText, notificationHref, actorsText, bellLabel } from './lib/notification-text';
export { NO_NOTIFICATIONS } from './components/notification-list';
