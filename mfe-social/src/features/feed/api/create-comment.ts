import { apiJson } from '@petcora/api-client';
import type { PostComment } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentsQueryKey, type CommentPages } from './get-comments';
import { actionErrorMessage } from '../../../lib/action-error';
import { patchPostInCache } from '../../../lib/post-cache';

export interface NewComment {
  postId: string;
  content: string;
}

/** POST /api/comments {postId, content} → the stored comment (201). */
export function createComment(comment: NewComment): Promise<PostComment> {
  return apiJson<PostComment>('/api/comments', { method: 'POST', json: comment });
}

/** Posts a comment and appends it locally under the member's name (spec); the count goes up by one. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (comment, { postId }) => {
      // The new comment is the newest: it belongs at the end of the last loaded page.
      queryClient.setQueryData<CommentPages>(commentsQueryKey(postId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page, index) =>
                index === data.pages.length - 1 ? { ...page, comments: [...page.comments, comment] } : page,
              ),
            }
          : data,
      );
      patchPostInCache(queryClient, postId, (post) => ({
        ...post,
        commentsCount: post.commentsCount + 1,
        commentList: [...post.commentList, comment],
      }));
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: actionErrorMessage(error, 'Failed to post comment'),
        variant: 'destructive',
      }),
  });
}
