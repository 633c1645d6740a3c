import { apiJson } from '@petcora/api-client';
import { NOTIFICATIONS_UNREAD_COUNT_PATH, type NotificationUnreadCount } from '@petcora/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

export const unreadCountQueryKey = [NOTIFICATIONS_UNREAD_COUNT_PATH] as const;

/** GET /api/notifications/unread-count → how many of the member's notifications are unread. */
export function getUnreadCount(signal?: AbortSignal): Promise<NotificationUnreadCount> {
  return apiJson<NotificationUnreadCount>(NOTIFICATIONS_UNREAD_COUNT_PATH, { signal });
}

export function unreadCountQueryOptions() {
  return queryOptions({ queryKey: unreadCountQueryKey, queryFn: ({ signal }) => getUnreadCount(signal) });
}

export function useUnreadCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}

/** A count the server sent (the live event, the answer of a read marker): the bell shows it without a request. */
export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData<NotificationUnreadCount>(unreadCountQueryKey, { count });
}

/** The count shown now, if it was read. */
export function unreadCountOf(queryClient: QueryClient): number | undefined {
  return queryClient.getQueryData<NotificationUnreadCount>(unreadCountQueryKey)?.count;
}
