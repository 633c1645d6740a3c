import type { FeedPost, PostComment } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { Link } from 'react-router-dom';
import { useComments } from '../../api/get-comments';
import { CommentForm } from './comment-form';

function CommentItem({ comment }: { comment: PostComment }) {
  const name = comment.displayName || comment.username;
  return (
    <li className="social-comment">
      <Link to={`/user/${encodeURIComponent(comment.username)}`} className="social-comment__author">
        {name}
      </Link>{' '}
      <span>{comment.content || comment.comment}</span>
    </li>
  );
}

/** The scrolling comment list (about 12rem, spec) and the 'Add a comment...' form. */
export function PostComments({ post, id }: { post: FeedPost; id: string }) {
  const loaded = useComments(post.id, { enabled: !post.id.startsWith('sample-') });
  // The feed carries the first comments; the full list replaces them once it arrives.
  const comments = loaded.data?.pages.flatMap((page) => page.comments) ?? post.commentList ?? [];
  return (
    <section id={id} className="social-comments" aria-label="Comments">
      {comments.length === 0 ? (
        <p className="pc-muted social-comments__empty">
          {loaded.isLoading ? 'Loading comments...' : 'No comments yet'}
        </p>
      ) : (
        // Focusable so keyboard users can scroll the list.
        <ul className="social-comments__list" tabIndex={0} aria-label="Comment list">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      {loaded.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void loaded.fetchNextPage()}
          disabled={loaded.isFetchingNextPage}
        >
          {loaded.isFetchingNextPage ? 'Loading comments...' : 'Load more comments'}
        </Button>
      )}
      <CommentForm postId={post.id} />
    </section>
  );
}
