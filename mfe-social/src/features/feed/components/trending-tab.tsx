import { useSession } from '@petcora/session';
import { useFeed } from '../api/get-feed';
import { SAMPLE_POSTS } from '../sample-posts';
import { FeedError } from './feed-error';
import { FeedPlaceholders } from './feed-placeholders';
import { TrendingPosts } from './trending-posts';

/** /community's Trending tab: the first two server trending posts for members, the sample posts for visitors. */
export function TrendingTab() {
  const status = useSession((state) => state.status);
  const signedIn = status === 'authenticated';
  const trending = useFeed('trending', { enabled: signedIn });
  if (status === 'loading' || (signedIn && trending.isPending)) {
    return <FeedPlaceholders text="Loading trending posts..." />;
  }
  if (!signedIn) return <TrendingPosts posts={SAMPLE_POSTS} />;
  if (trending.isError) {
    return <FeedError onRetry={() => void trending.refetch()} retrying={trending.isFetching} />;
  }
  return <TrendingPosts posts={trending.data?.pages[0]?.posts ?? []} />;
}
