import { SAFETY_MESSAGES, type FeedPost } from '@petcora/contracts';
import { useId, useState } from 'react';
import { useRequireSignIn } from '../../../../components/sign-in-prompt';
import { authorOf } from './post-author';
import { PostActions } from './post-actions';
import { PostComments } from './post-comments';
import { PostContent } from './post-content';
import { PostHeader } from './post-header';
import { PostMedia } from './post-media';
import { PostReplies } from './post-replies';
import { PostTags } from './post-tags';
import { ReplyForm } from './reply-form';
import './post-card.css';

export interface PostCardProps {
  post: FeedPost;
  /** 0 in a feed; replies are drawn one level deeper. */
  depth?: number;
  /** The one-post page opens the replies at once. */
  defaultShowReplies?: boolean;
  /** Called after the author deleted this post (the one-post page leaves). */
  onDeleted?: () => void;
  /** The first post on the screen: its picture loads at once, ahead of the others. */
  firstOnScreen?: boolean;
  /** Only what members see of the post, without its menu, actions, comments or replies (the moderation queue). */
  readOnly?: boolean;
}

/** A post with everything the spec's post card lists (section 2): author, media, actions, comments, replies. */
export function PostCard({
  post,
  depth = 0,
  defaultShowReplies = false,
  onDeleted,
  firstOnScreen = false,
  readOnly = false,
}: PostCardProps) {
  const author = authorOf(post);
  const requireSignIn = useRequireSignIn();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [replyOpen, setReplyOpen] = useState(false);
  const [repliesOpen, setRepliesOpen] = useState(defaultShowReplies);
  const baseId = useId();
  const ids = {
    heading: `${baseId}-author`,
    comments: `${baseId}-comments`,
    reply: `${baseId}-reply`,
    replies: `${baseId}-replies`,
  };
  const comments = post.commentsCount ?? post.commentCount ?? 0;
  const likes = post.likesCount ?? post.likeCount ?? 0;
  const toggleComments = () => setCommentsOpen((open) => !open);
  const removedNotice = post.isRemoved && (
    <p className="social-post__removed" role="note">
      {SAFETY_MESSAGES.removedPost}
    </p>
  );

  if (readOnly) {
    return (
      <article className="pc-card social-post" aria-labelledby={ids.heading} data-post-id={post.id}>
        <PostHeader post={post} author={author} headingId={ids.heading} withMenu={false} />
        {removedNotice}
        <PostContent content={post.content} />
        <PostMedia post={post} authorName={author.name} />
        <PostTags post={post} />
        <p className="social-post__stats">
          <span>{likes} likes</span>
          {post.repetsCount > 0 && <span>{post.repetsCount} repets</span>}
          {comments > 0 && <span>{comments} comments</span>}
        </p>
      </article>
    );
  }

  return (
    <article className="pc-card social-post" aria-labelledby={ids.heading} data-post-id={post.id}>
      <PostHeader post={post} author={author} headingId={ids.heading} onDeleted={onDeleted} />
      {removedNotice}
      <PostContent content={post.content} />
      <PostMedia post={post} authorName={author.name} firstOnScreen={firstOnScreen} />
      <PostTags post={post} />
      <PostActions
        post={post}
        commentsId={ids.comments}
        commentsOpen={commentsOpen}
        onToggleComments={toggleComments}
      />
      <p className="social-post__stats">
        <span>{likes} likes</span>
        {post.repetsCount > 0 && <span>{post.repetsCount} repets</span>}
      </p>
      {comments > 0 && (
        <button
          type="button"
          className="social-link-button"
          aria-expanded={commentsOpen}
          aria-controls={ids.comments}
          onClick={toggleComments}
        >
          {commentsOpen ? 'Hide comments' : `View all ${comments} comments`}
        </button>
      )}
      {commentsOpen && <PostComments post={post} id={ids.comments} />}
      <div className="social-post__thread-links">
        <button
          type="button"
          className="social-link-button"
          aria-label="Reply to this post"
          aria-expanded={replyOpen}
          aria-controls={replyOpen ? ids.reply : undefined}
          onClick={() => (replyOpen ? setReplyOpen(false) : requireSignIn('post') && setReplyOpen(true))}
        >
          Reply
        </button>
        {(post.repliesCount > 0 || repliesOpen) && (
          <button
            type="button"
            className="social-link-button"
            aria-expanded={repliesOpen}
            aria-controls={repliesOpen ? ids.replies : undefined}
            onClick={() => setRepliesOpen((open) => !open)}
          >
            {repliesOpen ? 'Hide replies' : 'Show replies'}
          </button>
        )}
      </div>
      {replyOpen && (
        <ReplyForm
          post={post}
          id={ids.reply}
          onClose={() => setReplyOpen(false)}
          onReplied={() => {
            setReplyOpen(false);
            setRepliesOpen(true);
          }}
        />
      )}
      {repliesOpen && <PostReplies post={post} id={ids.replies} depth={depth} />}
    </article>
  );
}
