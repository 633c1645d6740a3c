import type { NotificationItem } from '@petcora/contracts';
import { Link } from 'react-router-dom';
import { notificationHref, notificationText } from '../lib/notification-text';

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** One grouped notification: the latest actor's picture, the sentence, the time; marked while unread. */
export function NotificationRow({ item }: { item: NotificationItem }) {
  const latest = item.actors[0];
  const picture = latest?.profileImageUrl;
  return (
    <li className={`social-notification${item.unread ? ' social-notification--unread' : ''}`}>
      <Link
        to={notificationHref(item)}
        className="social-notification__link"
        data-unread={item.unread ? 'true' : undefined}
      >
        {picture ? (
          <img className="social-notification__avatar" src={picture} alt="" width={40} height={40} />
        ) : (
          <span
            className="social-notification__avatar social-notification__avatar--initial"
            aria-hidden="true"
          >
            {(latest?.displayName || latest?.username || '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="social-notification__body">
          <span className="social-notification__text">{notificationText(item)}</span>
          <time className="social-notification__time pc-muted" dateTime={item.updatedAt}>
            {when(item.updatedAt)}
          </time>
        </span>
        {item.unread && <span className="pc-visually-hidden">(unread)</span>}
      </Link>
    </li>
  );
}
