import type { FeedPost } from '@petcora/contracts';
import { Card } from '@petcora/ui';
import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { relativeTime } from '../relative-time';

export function PostCard({ post }: { post: FeedPost }) {
  const username = post.user?.username ?? post.username;
  const name = post.user?.displayName || username;
  const avatar = post.user?.profileImageUrl ?? post.userAvatar;
  const image = post.imageUrl ?? post.images?.[0]?.url ?? null;
  const likes = post.likesCount ?? post.likeCount ?? 0;
  return (
    <Card className="social-post">
      <header className="social-post__header">
        {avatar ? (
          <img className="social-post__avatar" src={avatar} alt="" width={40} height={40} />
        ) : (
          <span className="social-post__avatar social-post__avatar--initial" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <Link to={`/user/${username}`} className="social-post__author">
            {name}
          </Link>
          <p className="social-post__meta pc-muted">
            @{username} · <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
          </p>
        </div>
      </header>
      <p className="social-post__content">{post.content}</p>
      {image && (
        <img className="social-post__image" src={image} alt={`Photo shared by ${name}`} loading="lazy" />
      )}
      <p className="social-post__likes">
        <Heart aria-hidden="true" /> {likes} likes
      </p>
    </Card>
  );
}
