import { useSession } from '@petcora/session';
import { Card } from '@petcora/ui';
import { usePosts } from '../api/get-posts';
import { SAMPLE_POSTS } from '../sample-posts';
import { PostCard } from './post-card/post-card';
import './feed.css';

const FIRST_PAGE = { page: 1, limit: 10 };

/** Signed-in members see the server feed; visitors see the built-in sample posts. */
export function CommunityFeed() {
  const status = useSession((state) => state.status);
  const signedIn = status === 'authenticated';
  const posts = usePosts(FIRST_PAGE, { enabled: signedIn });

  if (status === 'loading' || (signedIn && posts.isPending)) {
    return <p role="status">Loading posts...</p>;
  }
  if (signedIn && posts.isError) {
    return (
      <Card role="alert">
        <p>Something went wrong loading posts.</p>
        <p className="pc-muted">Please try again later.</p>
      </Card>
    );
  }
  const list = signedIn ? (posts.data?.posts ?? []) : SAMPLE_POSTS;
  if (list.length === 0) return <p>No posts yet. Be the first to share!</p>;
  return (
    <div className="social-feed">
      {list.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </div>
  );
}
