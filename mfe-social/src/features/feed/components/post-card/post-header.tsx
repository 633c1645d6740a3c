import type { FeedPost } from '@petcora/contracts';
import { InitialAvatar } from '../../../../components/initial-avatar';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { relativeTime } from '../../relative-time';
import type { PostAuthorView } from './post-author';
import { PostMenu } from './post-menu';

interface PostHeaderProps {
  post: FeedPost;
  author: PostAuthorView;
  headingId: string;
  onDeleted?: () => void;
  /** False where the post is shown for reference only (the moderation queue). */
  withMenu?: boolean;
}

/** Avatar, name linking to the profile, @username, time, optional location and the post's menu. */
export function PostHeader({ post, author, headingId, onDeleted, withMenu = true }: PostHeaderProps) {
  return (
    <header className="social-post__header">
      <InitialAvatar
        name={author.name}
        src={author.avatar}
        image={author.avatarImage}
        size={40}
        className="social-post__avatar"
      />
      <div className="social-post__byline">
        <Link id={headingId} to={author.profilePath} className="social-post__author">
          {author.name}
        </Link>
        <p className="social-post__meta pc-muted">
          @{author.username} · <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
        </p>
        {post.location && (
          <p className="social-post__location pc-muted">
            <MapPin aria-hidden="true" />
            <span className="pc-visually-hidden">Location: </span>
            {post.location}
          </p>
        )}
      </div>
      {withMenu && <PostMenu post={post} onDeleted={onDeleted} />}
    </header>
  );
}
