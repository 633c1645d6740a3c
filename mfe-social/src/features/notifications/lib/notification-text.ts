import type { NotificationActor, NotificationItem, NotificationKind } from '@petcora/contracts';

const ACTIONS: Record<NotificationKind, string> = {
  like: 'liked your post',
  repet: 'repeted your post',
  comment: 'commented on your post',
  reply: 'replied to your post',
  follow: 'started following you',
  mention: 'mentioned you',
  message: 'sent you a message',
};

/** Kinds whose text quotes the member's own post. */
const QUOTES_POST: ReadonlySet<NotificationKind> = new Set(['like', 'repet', 'comment', 'reply']);
const EXCERPT_SHOWN = 40;

export function actorName(actor: NotificationActor): string {
  return actor.displayName || actor.username;
}

/** 'Maya', 'Maya and Rex', 'Maya and 3 others' (the latest actor first). */
export function actorsText(item: Pick<NotificationItem, 'actors' | 'actorsCount'>): string {
  const [first, second] = item.actors;
  if (!first) return 'Someone';
  if (item.actorsCount <= 1) return actorName(first);
  if (item.actorsCount === 2 && second) return `${actorName(first)} and ${actorName(second)}`;
  const others = item.actorsCount - 1;
  return `${actorName(first)} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

function quote(excerpt: string): string {
  const text = excerpt.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  return ` "${text.length > EXCERPT_SHOWN ? `${text.slice(0, EXCERPT_SHOWN).trimEnd()}…` : text}"`;
}

/** The row's sentence: 'Maya and 3 others liked your post "Walkies"', 'Rex started following you'. */
export function notificationText(item: NotificationItem): string {
  const excerpt = QUOTES_POST.has(item.kind) && item.post ? quote(item.post.excerpt) : '';
  return `${actorsText(item)} ${ACTIONS[item.kind]}${excerpt}`;
}

/** Where a row leads: the post, the latest follower's profile, or the conversation. */
export function notificationHref(item: NotificationItem): string {
  const latest = item.actors[0];
  if (item.kind === 'follow')
    return latest ? `/user/${encodeURIComponent(latest.username)}` : '/notifications';
  if (item.kind === 'message')
    return latest ? `/messages/${encodeURIComponent(latest.username)}` : '/notifications';
  return item.post ? `/post/${encodeURIComponent(item.post.id)}` : '/notifications';
}

/** The bell's accessible name: 'Notifications', or 'Notifications, 2 unread'. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}
