import { apiJson } from '@petcora/api-client';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPostQueries, removePostFromCache } from '../../../lib/post-cache';

/** DELETE /api/posts/{id} (the author only; the server answers 403 to anyone else). */
export function deletePost(postId: string): Promise<{ message: string }> {
  return apiJson<{ message: string }>(`/api/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' });
}

export function useDeletePost({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_answer, postId) => {
      toast({
        title: 'Post deleted',
        description: 'Your post has been deleted successfully',
        variant: 'success',
      });
      removePostFromCache(queryClient, postId);
      onDeleted?.();
      await refreshPostQueries(queryClient);
    },
    onError: () =>
      toast({ title: 'Delete failed', description: 'Could not delete post', variant: 'destructive' }),
  });
}
