import { apiJson } from '@petcora/api-client';
import type { DirectMessage, SendMessageRequest } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationsQueryKey } from './get-conversations';
import { addMessageToThread } from './thread-cache';

/**
 * POST /api/conversations/{username}/messages {text, imageUrl?} → the message as stored (403 blocked or not allowed,
 * 429 too many).
 */
export function sendMessage({
  username,
  ...body
}: { username: string } & SendMessageRequest): Promise<DirectMessage> {
  return apiJson<DirectMessage>(`/api/conversations/${encodeURIComponent(username)}/messages`, {
    method: 'POST',
    json: body,
  });
}

export function useSendMessage(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageRequest) => sendMessage({ username, ...body }),
    onSuccess: (message) => {
      addMessageToThread(queryClient, username, message);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
