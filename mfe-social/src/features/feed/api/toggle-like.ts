import { apiJson } from '@petcora/api-client';
import type { LikeState } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionErrorMessage } from '../../../lib/action-error';
import { patchPostInCache } from '../../../lib/post-cache';

export interface LikeChange {
  postId: string;
  /** true to like, false to unlike. */
  like: boolean;
}

/** POST /api/posts/{id}/like or DELETE /api/posts/{id}/unlike → the post's like state after the change. */
export function setLike({ postId, like }: LikeChange): Promise<LikeState> {
  const id = encodeURIComponent(postId);
  return like
    ? apiJson<LikeState>(`/api/posts/${id}/like`, { method: 'POST' })
    : apiJson<LikeState>(`/api/posts/${id}/unlike`, { method: 'DELETE' });
}

const shift = (like: boolean, by: 1 | -1) => (post: { likesCount: number }) => {
  const likesCount = Math.max(0, post.likesCount + by);
  return { isLiked: like, likesCount };
};

/** Likes or unlikes at once (spec: optimistic), then takes the server's count; reverts on failure. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLike,
    onMutate: ({ postId, like }) =>
      patchPostInCache(queryClient, postId, (post) => ({ ...post, ...shift(like, like ? 1 : -1)(post) })),
    onSuccess: (state, { postId }) =>
      patchPostInCache(queryClient, postId, (post) => ({
        ...post,
        isLiked: state.isLiked,
        likesCount: state.likesCount,
      })),
    onError: (error, { postId, like }) => {
      patchPostInCache(queryClient, postId, (post) => ({ ...post, ...shift(!like, like ? -1 : 1)(post) }));
      toast({
        title: 'Error',
        description: actionErrorMessage(error, 'Failed to update like status'),
        variant: 'destructive',
      });
    },
  });
}
