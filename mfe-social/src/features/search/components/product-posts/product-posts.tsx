import '../search.css';
import type { FeedPost } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useProductPosts } from '../../api/get-product-posts';
import { PostsLoading } from '../posts-loading';

/** /explore?product={id}: every community post tagging the product (the store dialog's 'From the community' link). */
export function ProductPosts({
  productId,
  renderPost,
}: {
  productId: string;
  renderPost: (post: FeedPost) => ReactNode;
}) {
  const list = useProductPosts(productId);
  if (list.isPending) return <PostsLoading />;
  if (list.isError) {
    return (
      <Card role="alert">
        <p>We couldn't find posts for this product.</p>
        <Link to="/explore">Show all posts</Link>
      </Card>
    );
  }
  const posts = list.data.pages.flatMap((page) => page.posts);
  return (
    <section aria-label="Posts tagging this product" className="social-explore__list">
      <p className="pc-muted">
        Posts tagging this product. <Link to="/explore">Show all posts</Link>
      </p>
      {posts.length === 0 && <p className="social-results__empty pc-muted">No posts yet</p>}
      {posts.map((post) => (
        <div key={post.id}>{renderPost(post)}</div>
      ))}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="social-explore__more"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </section>
  );
}
