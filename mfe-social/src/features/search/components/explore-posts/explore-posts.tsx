import '../search.css';
import type { FeedPost, PetType } from '@petcora/contracts';
import { Card } from '@petcora/ui/card';
import type { ReactNode } from 'react';
import { useTrendingPosts } from '../../api/get-trending-posts';
import { useSearchAll } from '../../api/search-all';
import { PostList } from '../post-list/post-list';
import { PostsLoading } from '../posts-loading';

/**
 * /explore without a query: trending posts (public), or, with a pet-type chip, the posts about that pet (search
 * with an empty text). 'No posts yet' when empty; 'Load more' while the server has more.
 */
export function ExplorePosts({
  petType,
  renderPost,
}: {
  petType: PetType | null;
  renderPost: (post: FeedPost) => ReactNode;
}) {
  const trending = useTrendingPosts({ enabled: petType === null });
  const byPet = useSearchAll({ q: '', petType }, { enabled: petType !== null });
  const list = petType === null ? trending : byPet;
  const pages: { posts?: FeedPost[] }[] = (petType === null ? trending.data?.pages : byPet.data?.pages) ?? [];

  if (list.isPending) return <PostsLoading />;
  if (list.isError) {
    return (
      <Card role="alert">
        <p>Something went wrong loading posts.</p>
        <p className="pc-muted">Please try again later.</p>
      </Card>
    );
  }
  const posts = pages.flatMap((page) => page.posts ?? []);
  const unique = posts.filter((post, index) => posts.findIndex((other) => other.id === post.id) === index);
  if (unique.length === 0) return <p className="social-results__empty pc-muted">No posts yet</p>;
  return <PostList posts={unique} pages={list} renderPost={renderPost} />;
}
