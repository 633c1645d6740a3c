import type { FeedPost } from '@petcora/contracts';
import { ResponsiveImage } from '@petcora/ui/responsive-image';
import { Heart, MessageCircle, PawPrint } from 'lucide-react';
import { Link } from 'react-router-dom';
import { authorOf, describedImagesOf } from './post-card/post-author';
import './feed.css';

/** Spec section 9: the Trending tab shows 2 posts. */
export const TRENDING_SHOWN = 2;

/** Spec (community Trending tab): image, author, text, likes count and comments count of the first two posts. */
export function TrendingPosts({ posts }: { posts: FeedPost[] }) {
  const shown = posts.slice(0, TRENDING_SHOWN);
  if (shown.length === 0) {
    return (
      <p className="social-feed__message social-feed__empty">Nothing is trending yet. Check back soon!</p>
    );
  }
  return (
    <ul className="social-trending" aria-label="Trending posts">
      {shown.map((post) => {
        const author = authorOf(post);
        const image = describedImagesOf(post)[0];
        const likes = post.likesCount ?? post.likeCount ?? 0;
        const comments = post.commentsCount ?? post.commentCount ?? 0;
        return (
          <li key={post.id} className="pc-card social-trending__item">
            {image ? (
              <ResponsiveImage
                className="social-trending__image"
                image={image}
                alt={`Photo shared by ${author.name}`}
                // One column on a phone, two 4:3 tiles in the 40rem feed column otherwise.
                sizes="(max-width: 768px) 100vw, 320px"
                box="layout"
                width={320}
                height={240}
              />
            ) : (
              <div className="social-trending__image social-trending__image--default" aria-hidden="true">
                <PawPrint />
              </div>
            )}
            <div className="social-trending__body">
              <Link to={author.profilePath} className="social-trending__author">
                {author.name}
              </Link>
              <p className="social-trending__text">{post.content}</p>
              <p className="social-trending__stats pc-muted">
                <span>
                  <Heart aria-hidden="true" /> {likes} likes
                </span>
                <span>
                  <MessageCircle aria-hidden="true" /> {comments} comments
                </span>
              </p>
              {!post.id.startsWith('sample-') && (
                <Link to={`/post/${encodeURIComponent(post.id)}`} className="social-trending__open">
                  Open post<span className="pc-visually-hidden"> by {author.name}</span>
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
