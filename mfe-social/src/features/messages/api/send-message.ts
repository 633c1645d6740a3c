import { apiJson } from '@petcora/api-client';
import type { DirectMessage } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationsQueryKey } from './get-conversations';
import { addMessageToThread } from './thread-cache';

/** POST /api/conversations/{username}/messages {text} → the message as stored (403 blocked or not allowed, 429). */
export function sendMessage({ username, text }: { username: string; text: string }): Promise<DirectMessage> {
  return apiJson<DirectMessage>(`/api/conversations/${encodeURIComponent(username)}/messages`, {
    method: 'POST',
    json: { text },
  });
}

export function useSendMessage(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage({ username, text }),
    onSuccess: (message) => {
      addMessageToThread(queryClient, username, message);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
