import { apiJson } from '@petcora/api-client';
import { NOTIFICATIONS_READ_PATH, type NotificationUnreadCount } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUnreadCount } from './get-unread-count';

/** POST /api/notifications/read { upTo } → the unread count left (rows at or before `upTo` are read). */
export function markNotificationsRead(upTo: string): Promise<NotificationUnreadCount> {
  return apiJson<NotificationUnreadCount>(NOTIFICATIONS_READ_PATH, {
    method: 'POST',
    json: { upTo },
  });
}

/** Marks read quietly (no toast: the rows simply show as read next time); the bell takes the new count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ count }) => setUnreadCount(queryClient, count),
  });
}
