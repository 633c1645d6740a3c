import { NotificationsTabs } from '../features/notifications';

/** /notifications (members; the shell shows visitors the sign-in card): All and Mentions, newest first. */
export default function NotificationsPage() {
  return (
    <div className="pc-container pc-page social-notifications">
      <h1>Notifications</h1>
      <NotificationsTabs />
    </div>
  );
}
