import '../search.css';
import type { FeedPost } from '@petcora/contracts';
import { LoadMoreButton } from '@petcora/ui/load-more-button';
import type { ReactNode } from 'react';

/** The paging half of an infinite query the list needs for its 'Load more' button. */
export interface PostPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The /explore post list: each post through `renderPost`, 'No posts yet' when empty, and 'Load more' while the
 * server has more. With a `label` it is a named section (and `intro` sits above the posts).
 */
export function PostList({
  posts,
  pages,
  renderPost,
  label,
  intro,
}: {
  posts: FeedPost[];
  pages: PostPages;
  renderPost: (post: FeedPost) => ReactNode;
  label?: string;
  intro?: ReactNode;
}) {
  const Container = label ? 'section' : 'div';
  return (
    <Container aria-label={label} className="social-explore__list">
      {intro}
      {posts.length === 0 && <p className="social-results__empty pc-muted">No posts yet</p>}
      {posts.map((post) => (
        <div key={post.id}>{renderPost(post)}</div>
      ))}
      <LoadMoreButton pages={pages} className="social-explore__more" />
    </Container>
  );
}
