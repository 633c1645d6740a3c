import { useSession } from '@petcora/session';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@petcora/ui/tabs';
import { SignInRequiredDialog } from '../components/sign-in-prompt';
import { feedQueryKey, type FeedKind } from '../features/feed/api/get-feed';
import { JoinCommunityPanel } from '../features/feed/components/community-user-card';
import { CreatePostDialog } from '../features/feed/components/composer/create-post-dialog';
import { FeedList } from '../features/feed/components/feed-list';
import { FeedPlaceholders } from '../features/feed/components/feed-placeholders';
import { FollowingFeed } from '../features/feed/components/following-feed';
import { useFeedTab } from '../features/feed/hooks/use-feed-tab';
import { LiveUpdates } from '../features/live';
import './feed-pages.css';

const TABS = ['all', 'following', 'trending', 'photos', 'threads'] as const;

const PUBLIC_TABS = {
  trending: {
    kind: 'trending',
    label: 'Trending posts',
    empty: 'Nothing is trending yet. Check back soon!',
    loading: 'Loading trending posts...',
  },
  photos: {
    kind: 'photos',
    label: 'Pet photos',
    empty: 'No pet photos found. Be the first to share one!',
    loading: 'Loading pet photos...',
  },
  threads: {
    kind: 'threads',
    label: 'Threads',
    empty: "No threads found. Start a thread by toggling the 'Thread' option when posting!",
    loading: 'Loading threads...',
  },
} as const satisfies Record<string, { kind: FeedKind; label: string; empty: string; loading: string }>;

/**
 * All Posts: members read every post newest first (algorithm=chronological); visitors, who may not call GET
 * /api/posts, read the public Discover list (GET /api/posts/recommended).
 */
const allPostsKind = (signedIn: boolean): FeedKind => (signedIn ? 'chronological' : 'recommended');

/** /blog: the blog variant of the feed (spec): 'Share Pet Post', five tabs, 'Join our Pet Community' for visitors. */
export default function BlogPage() {
  const status = useSession((state) => state.status);
  const signedIn = status === 'authenticated';
  const [tab, setTab] = useFeedTab(TABS);
  const allKind = allPostsKind(signedIn);

  return (
    <div className="pc-container pc-page">
      <div className="social-page-header">
        <h1>Pet Blog</h1>
        {signedIn && <CreatePostDialog label="Share Pet Post" />}
      </div>
      {status === 'anonymous' && (
        <div className="social-feed-intro">
          <JoinCommunityPanel />
        </div>
      )}
      <Tabs value={tab} onValueChange={(value) => setTab(value as (typeof TABS)[number])}>
        <TabsList aria-label="Blog feeds" className="social-feed-tabs social-feed-tabs--scroll">
          <TabsTrigger value="all">All Posts</TabsTrigger>
          <TabsTrigger value="following">Following</TabsTrigger>
          <TabsTrigger value="trending">Trending</TabsTrigger>
          <TabsTrigger value="photos">Photos</TabsTrigger>
          <TabsTrigger value="threads">Threads</TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          {status === 'loading' ? (
            <FeedPlaceholders />
          ) : (
            <>
              {signedIn && <LiveUpdates feedQueryKey={feedQueryKey(allKind)} />}
              <FeedList
                key={allKind}
                kind={allKind}
                label="All posts"
                empty={<p>No posts yet. Be the first to share!</p>}
              />
            </>
          )}
        </TabsContent>
        <TabsContent value="following">
          <FollowingFeed />
        </TabsContent>
        {(['trending', 'photos', 'threads'] as const).map((name) => {
          const list = PUBLIC_TABS[name];
          return (
            <TabsContent key={name} value={name}>
              <FeedList
                kind={list.kind}
                label={list.label}
                empty={<p>{list.empty}</p>}
                loadingText={list.loading}
              />
            </TabsContent>
          );
        })}
      </Tabs>
      <SignInRequiredDialog />
    </div>
  );
}
