import type { LiveEvent } from '@petcora/contracts';
import { UUID_PATTERN } from './ids';

/** How a parser tells an id: the service insists on UUIDs; a browser only needs a non-empty string. */
export type IdCheck = (value: string) => boolean;

const isUuid: IdCheck = (value) => UUID_PATTERN.test(value);

type Fields = Record<string, unknown>;

/**
 * One live event (GET /api/live) read from JSON that came over a wire (the services' Redis channel, the browser's
 * event stream): the event when every field has its type, else null. Nothing is passed on unchecked.
 */
export function parseLiveEvent(json: string, isId: IdCheck = isUuid): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Fields;
  const id = (field: unknown): field is string => typeof field === 'string' && field !== '' && isId(field);
  switch (v.type) {
    case 'post-created':
      return id(v.postId) && typeof v.userId === 'string' && typeof v.createdAt === 'string'
        ? { type: 'post-created', postId: v.postId, userId: v.userId, createdAt: v.createdAt }
        : null;
    case 'like-count':
      return id(v.postId) && isCount(v.likesCount)
        ? { type: 'like-count', postId: v.postId, likesCount: v.likesCount }
        : null;
    case 'notifications-unread':
      return id(v.userId) && isCount(v.count)
        ? { type: 'notifications-unread', userId: v.userId, count: v.count }
        : null;
    case 'message-seen':
      return id(v.toUserId) &&
        typeof v.conversationId === 'string' &&
        typeof v.byUsername === 'string' &&
        typeof v.seenAt === 'string'
        ? {
            type: 'message-seen',
            toUserId: v.toUserId,
            conversationId: v.conversationId,
            byUsername: v.byUsername,
            seenAt: v.seenAt,
          }
        : null;
    case 'message':
      return id(v.toUserId) ? parseMessage(v, v.toUserId) : null;
    default:
      return null;
  }
}

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

/** A direct message for its recipient: as the recipient sees it (not their own, not yet seen). */
function parseMessage(v: Fields, toUserId: string): LiveEvent | null {
  const m = v.message;
  if (typeof v.fromUsername !== 'string' || typeof m !== 'object' || m === null) return null;
  const { id, conversationId, senderId, text, imageUrl, createdAt } = m as Fields;
  if (typeof id !== 'string' || typeof text !== 'string' || typeof createdAt !== 'string') return null;
  if (typeof conversationId !== 'string' || typeof senderId !== 'string') return null;
  return {
    type: 'message',
    toUserId,
    fromUsername: v.fromUsername,
    message: {
      id,
      conversationId,
      senderId,
      text,
      imageUrl: typeof imageUrl === 'string' ? imageUrl : null,
      createdAt,
      isOwn: false,
      seen: false,
    },
  };
}
