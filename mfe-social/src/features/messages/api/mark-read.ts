import { apiJson } from '@petcora/api-client';
import type { ConversationReadState } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationsQueryKey } from './get-conversations';

/** POST /api/conversations/{username}/read → read up to the last message (the other member then sees 'Seen'). */
export function markRead(username: string): Promise<ConversationReadState> {
  return apiJson<ConversationReadState>(`/api/conversations/${encodeURIComponent(username)}/read`, {
    method: 'POST',
  });
}

export function useMarkRead(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead(username),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
