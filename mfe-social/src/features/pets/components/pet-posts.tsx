import type { FeedPost } from '@petcora/contracts';
import { LoadMoreButton } from '@petcora/ui/load-more-button';
import type { ReactNode } from 'react';
import { usePetPosts } from '../api/get-pet-posts';

/** The posts a pet is tagged in, on its page (each drawn by the page's post card). */
export function PetPosts({
  username,
  petId,
  petName,
  renderPost,
}: {
  username: string;
  petId: string;
  petName: string;
  renderPost: (post: FeedPost) => ReactNode;
}) {
  const list = usePetPosts(username, petId, true);
  const posts = list.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <section aria-labelledby="pet-posts-heading" className="social-pet-posts">
      <h2 id="pet-posts-heading">{`Posts with ${petName}`}</h2>
      {list.isPending && <p className="pc-muted">Loading posts...</p>}
      {list.isError && <p className="pc-muted">Posts could not be loaded.</p>}
      {list.isSuccess && posts.length === 0 && <p className="pc-muted">{`No posts tag ${petName} yet.`}</p>}
      {posts.map((post) => (
        <div key={post.id}>{renderPost(post)}</div>
      ))}
      <LoadMoreButton pages={list} />
    </section>
  );
}
