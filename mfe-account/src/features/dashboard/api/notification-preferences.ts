import { apiJson, serverMessageOf } from '@petcora/api-client';
import { NOTIFICATION_PREFERENCES_PATH, type NotificationPreferences } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const queryKey = [NOTIFICATION_PREFERENCES_PATH];

/** GET /api/notifications/preferences → each kind on (true) or off. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiJson<NotificationPreferences>(NOTIFICATION_PREFERENCES_PATH, { signal });
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({ queryKey, queryFn: ({ signal }) => getNotificationPreferences(signal) });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** PUT /api/notifications/preferences with the kinds that change → all of them after the change. */
export function saveNotificationPreferences(
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  return apiJson<NotificationPreferences>(NOTIFICATION_PREFERENCES_PATH, { method: 'PUT', json: changes });
}

export const PREFERENCES_FAILED = 'Could not save your notification settings. Please try again.';

/** The switch moves at once; a failed save puts it back and says so. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<NotificationPreferences>(queryKey);
      if (before) queryClient.setQueryData<NotificationPreferences>(queryKey, { ...before, ...changes });
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    onError: (error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      toast({
        title: 'Settings not saved',
        description: serverMessageOf(error) ?? PREFERENCES_FAILED,
        variant: 'destructive',
      });
    },
  });
}
