import type { FeedPost } from '@petcora/contracts';
import type { ReactNode } from 'react';
import { PostCard } from './post-card/post-card';
import './feed.css';

interface PostListProps {
  posts: FeedPost[];
  /** Accessible name of the list, e.g. 'Explore posts'. */
  label: string;
  /** True while (more) posts are being read, for assistive technology. */
  busy?: boolean;
  children?: ReactNode;
}

/** Posts as a WAI-ARIA feed: one article per post, in a list screen readers can page through. */
export function PostList({ posts, label, busy = false, children }: PostListProps) {
  return (
    <div className="social-feed">
      <div role="feed" aria-label={label} aria-busy={busy} className="social-feed__list">
        {posts.map((post, index) => (
          <PostCard key={post.id} post={post} firstOnScreen={index === 0} />
        ))}
      </div>
      {children}
    </div>
  );
}
