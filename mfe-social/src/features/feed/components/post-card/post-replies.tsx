import type { FeedPost } from '@petcora/contracts';
import { useReplies } from '../../api/get-replies';
import { PostCard } from './post-card';

/** The replies under a post, oldest first, each a full card one level in. */
export function PostReplies({ post, id, depth }: { post: FeedPost; id: string; depth: number }) {
  const replies = useReplies(post.id, { enabled: true });
  if (replies.isPending)
    return (
      <p id={id} role="status">
        Loading replies...
      </p>
    );
  if (replies.isError) {
    return (
      <p id={id} role="alert" className="pc-field__error">
        Could not load replies.
      </p>
    );
  }
  return (
    <div id={id} className="social-replies" role="list" aria-label="Replies">
      {replies.data.posts.map((reply) => (
        <div role="listitem" key={reply.id}>
          <PostCard post={reply} depth={depth + 1} />
        </div>
      ))}
    </div>
  );
}
