import type { FeedPost } from '@petcora/contracts';
import { cx } from '@petcora/ui/class-names';
import { Bookmark, Heart, MessageCircle, Repeat2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRequireSignIn } from '../../../../components/sign-in-prompt';
import { useToggleBookmark } from '../../api/toggle-bookmark';
import { useToggleLike } from '../../api/toggle-like';
import { useRepetPost } from '../../api/repet-post';

interface PostActionsProps {
  post: FeedPost;
  commentsId: string;
  commentsOpen: boolean;
  onToggleComments: () => void;
}

function IconToggle(props: {
  label: string;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  disabled?: boolean;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const { label, pressed, expanded, controls, disabled, className, onClick, children } = props;
  return (
    <button
      type="button"
      className={cx('pc-button pc-button--ghost pc-button--sm social-action', className)}
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Like, comment, repet and bookmark. Visitors get the sign-in prompt instead (spec section 5). */
export function PostActions({ post, commentsId, commentsOpen, onToggleComments }: PostActionsProps) {
  const requireSignIn = useRequireSignIn();
  const like = useToggleLike();
  const repet = useRepetPost();
  const bookmark = useToggleBookmark();
  return (
    <div className="social-post__actions">
      <IconToggle
        label="Like"
        pressed={post.isLiked}
        className={post.isLiked ? 'social-action--liked' : undefined}
        onClick={() => requireSignIn('like') && like.mutate({ postId: post.id, like: !post.isLiked })}
      >
        <Heart aria-hidden="true" fill={post.isLiked ? 'currentColor' : 'none'} />
      </IconToggle>
      <IconToggle label="Comment" expanded={commentsOpen} controls={commentsId} onClick={onToggleComments}>
        <MessageCircle aria-hidden="true" />
      </IconToggle>
      <IconToggle
        label="Repet"
        pressed={post.isRepeted}
        // There is no un-repet (spec section 4): once repeted the button stays pressed.
        disabled={repet.isPending}
        className={post.isRepeted ? 'social-action--repeted' : undefined}
        onClick={() => requireSignIn('repet') && !post.isRepeted && repet.mutate(post.id)}
      >
        <Repeat2 aria-hidden="true" />
      </IconToggle>
      <IconToggle
        label="Bookmark"
        pressed={post.isBookmarked}
        disabled={bookmark.isPending}
        className="social-action--end"
        onClick={() =>
          requireSignIn('bookmark') && bookmark.mutate({ postId: post.id, bookmark: !post.isBookmarked })
        }
      >
        <Bookmark aria-hidden="true" fill={post.isBookmarked ? 'currentColor' : 'none'} />
      </IconToggle>
    </div>
  );
}
