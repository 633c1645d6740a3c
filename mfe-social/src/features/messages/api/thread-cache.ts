import type { DirectMessage, LiveEvent, MessagesPage } from '@petcora/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { conversationsQueryKey } from './get-conversations';
import { messagesQueryKey } from './get-messages';

type Thread = InfiniteData<MessagesPage, string | null>;

/**
 * Puts a message at the newest end of a cached thread (once: a live copy of a sent one is ignored). Answering a
 * stranger's request accepts it, as the server does: the thread stops offering Accept / Decline.
 */
export function addMessageToThread(queryClient: QueryClient, username: string, message: DirectMessage): void {
  queryClient.setQueryData<Thread>(messagesQueryKey(username), (thread) => {
    if (!thread || thread.pages.length === 0) return thread;
    if (thread.pages.some((page) => page.messages.some((m) => m.id === message.id))) return thread;
    const [first, ...rest] = thread.pages;
    return {
      ...thread,
      pages: [
        {
          ...first,
          conversationId: first.conversationId ?? message.conversationId,
          request: message.isOwn && first.request === 'incoming' ? 'none' : first.request,
          messages: [message, ...first.messages],
        },
        ...rest,
      ],
    };
  });
}

/** Every own message up to `seenAt` in the cached thread with `username` is 'Seen'. */
export function markThreadSeen(queryClient: QueryClient, username: string, seenAt: string): void {
  const until = Date.parse(seenAt);
  queryClient.setQueryData<Thread>(messagesQueryKey(username), (thread) =>
    thread
      ? {
          ...thread,
          pages: thread.pages.map((page) => ({
            ...page,
            messages: page.messages.map((m) =>
              m.isOwn && !m.seen && Date.parse(m.createdAt) <= until ? { ...m, seen: true } : m,
            ),
          })),
        }
      : thread,
  );
}

/**
 * What a live event changes in the cached messages: a new message joins its thread and the list is read again; a
 * read mark turns the own messages it covers 'Seen'. Other events change nothing here.
 */
export function applyMessageLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'message') {
    addMessageToThread(queryClient, event.fromUsername, event.message);
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  } else if (event.type === 'message-seen') {
    markThreadSeen(queryClient, event.byUsername, event.seenAt);
  }
}
