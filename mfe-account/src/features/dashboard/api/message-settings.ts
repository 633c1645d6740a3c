import { apiJson, serverMessageOf } from '@petcora/api-client';
import type { MessageSettings, MessagesFrom } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const MESSAGE_SETTINGS_PATH = '/api/conversations/settings';
const queryKey = [MESSAGE_SETTINGS_PATH] as const;

/** GET /api/conversations/settings → who may start a conversation with the member. */
export function getMessageSettings(signal?: AbortSignal): Promise<MessageSettings> {
  return apiJson<MessageSettings>(MESSAGE_SETTINGS_PATH, { signal });
}

/** PUT /api/conversations/settings {messagesFrom} → the settings as saved. */
export function putMessageSettings(messagesFrom: MessagesFrom): Promise<MessageSettings> {
  return apiJson<MessageSettings>(MESSAGE_SETTINGS_PATH, { method: 'PUT', json: { messagesFrom } });
}

export function messageSettingsQueryOptions() {
  return queryOptions({ queryKey, queryFn: ({ signal }) => getMessageSettings(signal) });
}

export function useMessageSettings() {
  return useQuery(messageSettingsQueryOptions());
}

export const MESSAGE_SETTINGS_FAILED = 'Could not save your message settings. Please try again.';

/** Saves the choice; the switch shows it at once and goes back if the server refuses. */
export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putMessageSettings,
    onMutate: async (messagesFrom) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<MessageSettings>(queryKey);
      queryClient.setQueryData<MessageSettings>(queryKey, { messagesFrom });
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    onError: (error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast({
        title: 'Action failed',
        description: serverMessageOf(error) ?? MESSAGE_SETTINGS_FAILED,
        variant: 'destructive',
      });
    },
  });
}
