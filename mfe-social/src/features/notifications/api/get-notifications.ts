import { apiJson } from '@petcora/api-client';
import { NOTIFICATIONS_PATH, type NotificationFilter, type NotificationPage } from '@petcora/contracts';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';

/** The page's tabs: every notification, or mentions only. */
export type NotificationTab = 'all' | NotificationFilter;

/** GET /api/notifications?cursor&filter=mentions → 20 a page, newest first, keyset paged. */
export function getNotifications(
  { tab, cursor }: { tab: NotificationTab; cursor?: string | null },
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const query = new URLSearchParams();
  if (tab === 'mentions') query.set('filter', 'mentions');
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return apiJson<NotificationPage>(search ? `${NOTIFICATIONS_PATH}?${search}` : NOTIFICATIONS_PATH, {
    signal,
  });
}

export function notificationsQueryOptions(tab: NotificationTab) {
  return infiniteQueryOptions({
    queryKey: [NOTIFICATIONS_PATH, { tab }],
    queryFn: ({ pageParam, signal }) => getNotifications({ tab, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Read again on every visit of the page: what arrived since is the point of it.
    staleTime: 0,
  });
}

export function useNotifications(tab: NotificationTab) {
  return useInfiniteQuery(notificationsQueryOptions(tab));
}

/** New notifications arrived: an open list reads its rows again (a closed one does on its next visit anyway). */
export function refreshNotificationLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_PATH] });
}
