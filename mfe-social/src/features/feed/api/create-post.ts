import { apiJson } from '@petcora/api-client';
import type { FeedPost } from '@petcora/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPostQueries } from '../../../lib/post-cache';

export interface NewPost {
  content: string;
  location?: string;
  isThread?: boolean;
  /** Adds the post to this thread (POST /api/threads/{id}/posts). */
  threadId?: string;
  /** Makes the post a reply (POST /api/posts/{id}/replies). */
  replyToPostId?: string;
  images?: File[];
  /** The description (alt text) of each image, in order; blank for none. */
  imageAlts?: string[];
  /** Store products shown as chips on the card (at most 3). */
  productIds?: string[];
  /** The member's own pets named on the card (at most 5). */
  petIds?: string[];
}

/** The spec's route for each kind of post: replies and thread entries have their own paths. */
export function createPostPath({ replyToPostId, threadId }: NewPost): string {
  if (replyToPostId) return `/api/posts/${encodeURIComponent(replyToPostId)}/replies`;
  if (threadId) return `/api/threads/${encodeURIComponent(threadId)}/posts`;
  return '/api/posts';
}

/** The composer's multipart form: text fields plus one repeated `images` field per picture. */
export function createPostForm(post: NewPost): FormData {
  const form = new FormData();
  form.append('content', post.content);
  if (post.location) form.append('location', post.location);
  form.append('isThread', post.isThread ? 'true' : 'false');
  if (post.threadId) form.append('threadId', post.threadId);
  if (post.replyToPostId) form.append('replyToPostId', post.replyToPostId);
  // One JSON field (multipart fields are single values); sent only when some picture is described.
  if (post.imageAlts?.some((alt) => alt.trim())) form.append('imageAlts', JSON.stringify(post.imageAlts));
  if (post.productIds?.length) form.append('productIds', JSON.stringify(post.productIds));
  if (post.petIds?.length) form.append('petIds', JSON.stringify(post.petIds));
  for (const image of post.images ?? []) form.append('images', image);
  return form;
}

/**
 * Creates a post, reply or thread entry. With pictures it sends the multipart form; without, the same fields as
 * JSON, which every create route accepts (spec section 7) and which needs no file parsing on the server.
 */
export function createPost(post: NewPost): Promise<FeedPost> {
  const path = createPostPath(post);
  if (post.images?.length) return apiJson<FeedPost>(path, { method: 'POST', body: createPostForm(post) });
  const { content, location, isThread, threadId, replyToPostId, productIds, petIds } = post;
  return apiJson<FeedPost>(path, {
    method: 'POST',
    json: {
      content,
      location: location || undefined,
      isThread: Boolean(isThread),
      threadId,
      replyToPostId,
      ...(productIds?.length ? { productIds } : {}),
      ...(petIds?.length ? { petIds } : {}),
    },
  });
}

/** Creates, then refreshes every cached post list (spec: posts, comments and thread caches). */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => refreshPostQueries(queryClient),
  });
}
