import { apiJson } from '@petcora/api-client';
import type { MessagesPage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export const messagesQueryKey = (username: string) => ['messages', 'thread', username.toLowerCase()] as const;

/** GET /api/conversations/{username}/messages?cursor= → newest first; the next page holds older messages. */
export function getMessages(
  username: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiJson<MessagesPage>(`/api/conversations/${encodeURIComponent(username)}/messages${query}`, {
    signal,
  });
}

export function messagesQueryOptions(username: string) {
  return infiniteQueryOptions({
    queryKey: messagesQueryKey(username),
    queryFn: ({ pageParam, signal }) => getMessages(username, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useMessages(username: string) {
  return useInfiniteQuery({ ...messagesQueryOptions(username), enabled: username !== '' });
}
