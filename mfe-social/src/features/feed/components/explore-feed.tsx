import { useSession } from '@petcora/session';
import { FeedList } from './feed-list';
import type { ExploreFilter } from './explore-filters';
import { FeedPlaceholders } from './feed-placeholders';
import { PostList } from './post-list';
import { SAMPLE_POSTS } from '../sample-posts';
import type { FeedKind } from '../api/get-feed';

const EMPTY = {
  all: 'No posts yet. Be the first to share!',
  photos: 'No pet photos found. Be the first to share one!',
  threads: "No threads found. Start a thread by toggling the 'Thread' option when posting!",
} as const;

/** The list the Explore tab reads: everything newest first for members, or the public photos or threads lists. */
export function exploreFeedKind(filter: ExploreFilter, signedIn: boolean): FeedKind | null {
  if (filter === 'photos' || filter === 'threads') return filter;
  return signedIn ? 'chronological' : null;
}

/**
 * /community's Explore tab. Members see every post newest first (algorithm=chronological), so their own new post is
 * on top; visitors see the three sample posts (spec). A filter switches both to the public photos or threads list.
 */
export function ExploreFeed({ filter }: { filter: ExploreFilter }) {
  const status = useSession((state) => state.status);
  if (status === 'loading') return <FeedPlaceholders />;
  const kind = exploreFeedKind(filter, status === 'authenticated');
  if (!kind) return <PostList posts={SAMPLE_POSTS} label="Explore posts" />;
  return <FeedList key={kind} kind={kind} label="Explore posts" empty={<p>{EMPTY[filter]}</p>} />;
}
