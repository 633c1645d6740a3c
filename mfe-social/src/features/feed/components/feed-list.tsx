import { LoadMoreButton } from '@petcora/ui/load-more-button';
import { useMemo, type ReactNode } from 'react';
import { useFeed, type FeedKind } from '../api/get-feed';
import { FeedError } from './feed-error';
import { FeedPlaceholders } from './feed-placeholders';
import { PostList } from './post-list';

export interface FeedListProps {
  kind: FeedKind;
  /** Accessible name of the list. */
  label: string;
  /** What an empty list says (each feed has its own text). */
  empty: ReactNode;
  /** The status read while the first page loads. */
  loadingText?: string;
  /** Re-read the list each time it is shown (see useFeed). */
  refreshOnShow?: boolean;
}

/**
 * One server feed read page after page: 3 placeholders while the first page loads, the spec's error, the feed's empty
 * text, and 'Load more posts' while the server reports more (each click reads the page after the last cursor).
 */
export function FeedList({
  kind,
  label,
  empty,
  loadingText = 'Loading posts...',
  refreshOnShow = false,
}: FeedListProps) {
  const feed = useFeed(kind, { refreshOnShow });
  // A post can reach two pages when paging falls back to page numbers and posts arrive in between: show it once.
  const posts = useMemo(() => {
    const seen = new Set<string>();
    return (feed.data?.pages ?? [])
      .flatMap((page) => page.posts)
      .filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
  }, [feed.data]);

  if (feed.isPending) return <FeedPlaceholders text={loadingText} />;
  if (feed.isError && posts.length === 0) {
    return <FeedError onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  }
  if (posts.length === 0) return <div className="social-feed__message social-feed__empty">{empty}</div>;

  const pages = feed.data?.pages.length ?? 0;
  return (
    <PostList posts={posts} label={label} busy={feed.isFetching}>
      {feed.isFetchNextPageError && (
        <p role="alert" className="social-feed__more-error">
          Could not load more posts. Please try again.
        </p>
      )}
      <LoadMoreButton
        pages={feed}
        className="social-feed__more"
        label="Load more posts"
        loadingLabel="Loading more posts..."
      />
      <p className="pc-visually-hidden" role="status">
        {pages > 1 ? `${posts.length} posts shown` : ''}
      </p>
    </PostList>
  );
}
