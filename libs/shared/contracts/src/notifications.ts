/** What a notification is about. `message` is written by direct messages (a conversation's new message). */
export type NotificationKind = 'like' | 'repet' | 'comment' | 'reply' | 'follow' | 'mention' | 'message';

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'like',
  'repet',
  'comment',
  'reply',
  'follow',
  'mention',
  'message',
];

/** `GET /api/notifications?filter=`: every kind, or mentions only. */
export type NotificationFilter = 'mentions';

/** One of the latest members behind a grouped notification. */
export interface NotificationActor {
  id: string;
  username: string;
  displayName: string | null;
  profileImageUrl: string | null;
}

/** The post a notification is about (the member's own post, or the post that mentions them). */
export interface NotificationPost {
  id: string;
  /** The start of the post's text (at most 80 characters). */
  excerpt: string;
}

/**
 * One grouped row, as members read them: one per kind and post (per kind for follows, per sender for messages), the
 * latest actors first, `actorsCount` distinct members in all.
 */
export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  unread: boolean;
  /** When the latest actor joined the row (ISO). */
  updatedAt: string;
  /** The latest actors, newest first (at most 3). */
  actors: NotificationActor[];
  actorsCount: number;
  post: NotificationPost | null;
}

/** `GET /api/notifications`: newest first, 20 a page; `nextCursor` null on the last page. */
export interface NotificationPage {
  notifications: NotificationItem[];
  nextCursor: string | null;
}

/** `GET /api/notifications/unread-count`, `POST /api/notifications/read`. */
export interface NotificationUnreadCount {
  count: number;
}

/** `GET/PUT /api/notifications/preferences`: each kind on (true) or off. */
export type NotificationPreferences = Record<NotificationKind, boolean>;

export const NOTIFICATIONS_PATH = '/api/notifications';
export const NOTIFICATIONS_UNREAD_COUNT_PATH = '/api/notifications/unread-count';
export const NOTIFICATIONS_READ_PATH = '/api/notifications/read';
export const NOTIFICATION_PREFERENCES_PATH = '/api/notifications/preferences';

/** The live event (on `/api/live`) telling one member their new unread count; sent to that member's streams only. */
export const NOTIFICATIONS_UNREAD_EVENT = 'notifications-unread';
