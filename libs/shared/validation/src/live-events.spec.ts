import type { LiveEvent } from '@petcora/contracts';
import { parseLiveEvent } from './live-events';

const POST = '6f1c1b0e-9d5a-4c1e-8a43-0c7f3c1d2e10';
const MEMBER = '55555555-5555-4555-8555-555555555555';

const message: LiveEvent = {
  type: 'message',
  toUserId: MEMBER,
  fromUsername: 'rex',
  message: {
    id: 'm1',
    conversationId: 'c1',
    senderId: 'u-rex',
    text: 'Walk at five?',
    imageUrl: null,
    createdAt: '2026-12-02T10:00:00.000Z',
    isOwn: false,
    seen: false,
  },
};

describe('parseLiveEvent: only well-formed live events pass', () => {
  it.each([
    ['not JSON', '{'],
    ['a number', '42'],
    ['null', 'null'],
    ['an unknown type', JSON.stringify({ type: 'admin', postId: POST })],
    [
      'a post id that is not a uuid',
      JSON.stringify({ type: 'like-count', postId: '<script>', likesCount: 1 }),
    ],
    ['a negative count', JSON.stringify({ type: 'like-count', postId: POST, likesCount: -1 })],
    ['a fractional count', JSON.stringify({ type: 'like-count', postId: POST, likesCount: 1.5 })],
    ['a post event without author', JSON.stringify({ type: 'post-created', postId: POST, createdAt: 'x' })],
    ['a negative unread count', JSON.stringify({ type: 'notifications-unread', userId: MEMBER, count: -1 })],
    [
      'an unread count for a non-uuid member',
      JSON.stringify({ type: 'notifications-unread', userId: 'rex', count: 1 }),
    ],
    ['a message without its text', JSON.stringify({ ...message, message: { ...message.message, text: 7 } })],
    ['a message without a body', JSON.stringify({ ...message, message: null })],
    ['a message for a non-uuid member', JSON.stringify({ ...message, toUserId: 'rex' })],
    [
      'a seen marker without its time',
      JSON.stringify({ type: 'message-seen', toUserId: MEMBER, conversationId: 'c1', byUsername: 'rex' }),
    ],
    [
      'a restriction change (between the copies only)',
      JSON.stringify({ type: 'restriction-changed', viewerId: MEMBER, authorId: MEMBER, hidden: true }),
    ],
  ])('drops %s', (_label, json) => {
    expect(parseLiveEvent(json)).toBeNull();
  });

  it('keeps the known fields only, and reads a message as its recipient sees it', () => {
    expect(
      parseLiveEvent(JSON.stringify({ type: 'like-count', postId: POST, likesCount: 3, extra: '<b>' })),
    ).toEqual({
      type: 'like-count',
      postId: POST,
      likesCount: 3,
    });
    const sent = {
      ...message,
      message: { ...message.message, isOwn: true, seen: true, imageUrl: 5, html: '<b>' },
    };
    expect(parseLiveEvent(JSON.stringify(sent))).toEqual(message);
    const unread = { type: 'notifications-unread', userId: MEMBER, count: 3 };
    expect(parseLiveEvent(JSON.stringify(unread))).toEqual(unread);
  });

  it('takes the caller’s id check: any non-empty id in a browser, never an empty one', () => {
    const anyId = (value: string) => value.length > 0;
    const like = { type: 'like-count', postId: 'p1', likesCount: 2 };
    expect(parseLiveEvent(JSON.stringify(like))).toBeNull();
    expect(parseLiveEvent(JSON.stringify(like), anyId)).toEqual(like);
    expect(parseLiveEvent(JSON.stringify({ ...like, postId: '' }), () => true)).toBeNull();
  });
});
