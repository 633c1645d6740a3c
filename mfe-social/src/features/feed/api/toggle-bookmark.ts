import { apiJson } from '@petcora/api-client';
import type { BookmarkState } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchPostInCache } from '../../../lib/post-cache';

export interface BookmarkChange {
  postId: string;
  bookmark: boolean;
}

/** POST /api/posts/{id}/bookmark or DELETE /api/posts/{id}/unbookmark. */
export function setBookmark({ postId, bookmark }: BookmarkChange): Promise<BookmarkState> {
  const id = encodeURIComponent(postId);
  return bookmark
    ? apiJson<BookmarkState>(`/api/posts/${id}/bookmark`, { method: 'POST' })
    : apiJson<BookmarkState>(`/api/posts/${id}/unbookmark`, { method: 'DELETE' });
}

/** Toggles the bookmark and says so (spec: 'Added to bookmarks' / 'Removed from bookmarks'). */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBookmark,
    onSuccess: (state, { postId }) => {
      patchPostInCache(queryClient, postId, (post) => ({ ...post, isBookmarked: state.isBookmarked }));
      toast({
        title: state.isBookmarked ? 'Added to bookmarks' : 'Removed from bookmarks',
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: 'Action failed',
        description: 'Could not update bookmark status',
        variant: 'destructive',
      }),
  });
}
