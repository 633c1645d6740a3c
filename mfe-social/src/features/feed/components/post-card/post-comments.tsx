import type { FeedPost, PostComment } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { LoadMoreButton } from '@petcora/ui/load-more-button';
import { DropdownMenu } from '@petcora/ui/dropdown-menu';
import { Flag, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ReportDialog } from '../../../../components/report-dialog';
import { useRequireSignIn } from '../../../../components/sign-in-prompt';
import { useComments } from '../../api/get-comments';
import { CommentForm } from './comment-form';

/** A comment's menu: 'Report comment' for everyone but its author. */
function CommentMenu({ comment, name }: { comment: PostComment; name: string }) {
  const me = useSession((state) => state.user);
  const requireSignIn = useRequireSignIn();
  const [reporting, setReporting] = useState(false);
  const isAuthor = Boolean(me && (me.id === comment.userId || me.username === comment.username));
  if (isAuthor || comment.id.startsWith('sample-')) return null;
  return (
    <>
      <DropdownMenu
        label={`Comment options for ${name}'s comment`}
        className="social-comment__menu"
        trigger={<MoreHorizontal aria-hidden="true" />}
        items={[
          {
            label: 'Report comment',
            icon: <Flag aria-hidden="true" />,
            onSelect: () => requireSignIn('report') && setReporting(true),
          },
        ]}
      />
      <ReportDialog
        target={{ type: 'comment', id: comment.id }}
        subject="comment"
        open={reporting}
        onOpenChange={setReporting}
      />
    </>
  );
}

function CommentItem({ comment }: { comment: PostComment }) {
  const name = comment.displayName || comment.username;
  return (
    <li className="social-comment">
      <p className="social-comment__body">
        <Link to={`/user/${encodeURIComponent(comment.username)}`} className="social-comment__author">
          {name}
        </Link>{' '}
        <span>{comment.content || comment.comment}</span>
      </p>
      <CommentMenu comment={comment} name={name} />
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
      <LoadMoreButton
        pages={loaded}
        variant="ghost"
        size="sm"
        label="Load more comments"
        loadingLabel="Loading comments..."
      />
      <CommentForm postId={post.id} />
    </section>
  );
}
