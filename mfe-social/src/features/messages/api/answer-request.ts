import { apiJson } from '@petcora/api-client';
import type { ConversationAccepted, ConversationReadState } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationsQueryKey } from './get-conversations';
import { messagesQueryKey } from './get-messages';

/**
 * POST /api/conversations/{username}/accept or /decline: answers a stranger's message request (declining deletes
 * it). 404 when there is no request to answer.
 */
export function answerRequest({
  username,
  accept,
}: {
  username: string;
  accept: boolean;
}): Promise<ConversationAccepted | ConversationReadState> {
  return apiJson(`/api/conversations/${encodeURIComponent(username)}/${accept ? 'accept' : 'decline'}`, {
    method: 'POST',
  });
}

export function useAnswerRequest(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => answerRequest({ username, accept }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey(username) });
    },
  });
}
