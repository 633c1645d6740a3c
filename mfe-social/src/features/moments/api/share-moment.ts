import { apiJson } from '@petcora/api-client';
import type { FeedPost } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface Moment {
  content: string;
  location?: string;
  imageUrl?: string;
  videoUrl?: string;
  /** Store products shown as chips on the card (at most 3). */
  productIds?: string[];
  /** The member's own pets named on the card (at most 5). */
  petIds?: string[];
}

/** POST /api/posts as JSON {content, location, imageUrl | videoUrl}, pointing at media uploaded just before. */
export function shareMoment(moment: Moment): Promise<FeedPost> {
  return apiJson<FeedPost>('/api/posts', { method: 'POST', json: moment });
}

/** Shares, then re-reads the post lists (spec: the timeline reloads after a post is created). */
export function useShareMoment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareMoment,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === '/api/posts' || queryKey[0] === '/api/threads',
      }),
  });
}
