import '../search.css';
import type { FeedPost } from '@petcora/contracts';
import { Card } from '@petcora/ui/card';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useProductPosts } from '../../api/get-product-posts';
import { PostList } from '../post-list/post-list';
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
    <PostList
      posts={posts}
      pages={list}
      renderPost={renderPost}
      label="Posts tagging this product"
      intro={
        <p className="pc-muted">
          Posts tagging this product. <Link to="/explore">Show all posts</Link>
        </p>
      }
    />
  );
}
