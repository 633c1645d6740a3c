import { apiJson } from '@petcora/api-client';
import type { RepetState } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionErrorMessage } from '../../../lib/action-error';
import { patchPostInCache } from '../../../lib/post-cache';

/** POST /api/posts/{id}/repet with the spec's empty repetComment. */
export function repetPost(postId: string): Promise<RepetState> {
  return apiJson<RepetState>(`/api/posts/${encodeURIComponent(postId)}/repet`, {
    method: 'POST',
    json: { repetComment: '' },
  });
}

/** Marks the post repeted and adds one at once (there is no un-repet); reverts on failure. */
export function useRepetPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: repetPost,
    onMutate: (postId) =>
      patchPostInCache(queryClient, postId, (post) => ({
        ...post,
        isRepeted: true,
        repetsCount: post.repetsCount + 1,
      })),
    onSuccess: (state, postId) =>
      patchPostInCache(queryClient, postId, (post) => ({
        ...post,
        isRepeted: true,
        repetsCount: state.repetsCount,
      })),
    onError: (error, postId) => {
      patchPostInCache(queryClient, postId, (post) => ({
        ...post,
        isRepeted: false,
        repetsCount: Math.max(0, post.repetsCount - 1),
      }));
      toast({
        title: 'Error',
        description: actionErrorMessage(error, 'Failed to repet post'),
        variant: 'destructive',
      });
    },
  });
}
