import { useSession } from '@petcora/session';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@petcora/ui/tabs';
import { SignInRequiredDialog } from '../components/sign-in-prompt';
import { feedQueryKey, PUBLIC_FEED_KINDS, type FeedKind } from '../features/feed/api/get-feed';
import { FeedList } from '../features/feed/components/feed-list';
import { FeedPlaceholders } from '../features/feed/components/feed-placeholders';
import { SignInToSee } from '../features/feed/components/sign-in-links';
import { useFeedTab } from '../features/feed/hooks/use-feed-tab';
import { LiveUpdates } from '../features/live';
import { ShareMomentComposer } from '../features/moments/components/share-moment-composer';
import './feed-pages.css';

interface TimelineTab {
  value: string;
  title: string;
  kind: FeedKind;
  loading: string;
  empty: string;
  /** 'Show n new posts' above the list. */
  live: boolean;
}

/** The four tabs (spec: each with a loading text and an empty state). */
export const TIMELINE_TABS = [
  {
    value: 'for-you',
    title: 'For You',
    kind: 'timeline',
    loading: 'Loading your timeline...',
    empty: 'Your timeline is empty. Follow some pet owners or share a moment to get started!',
    live: true,
  },
  {
    value: 'trending',
    title: 'Trending',
    kind: 'trending',
    loading: 'Loading trending posts...',
    empty: 'Nothing is trending yet. Check back soon!',
    live: false,
  },
  {
    value: 'discover',
    title: 'Discover',
    kind: 'recommended',
    loading: 'Finding posts to discover...',
    empty: 'No posts to discover yet. Check back soon!',
    live: false,
  },
  {
    value: 'latest',
    title: 'Latest',
    kind: 'chronological',
    loading: 'Loading the latest posts...',
    empty: 'No posts yet. Be the first to share!',
    live: true,
  },
] as const satisfies readonly TimelineTab[];

const TAB_VALUES = TIMELINE_TABS.map((tab) => tab.value);

function TimelineList({ tab }: { tab: TimelineTab }) {
  const status = useSession((state) => state.status);
  if (status === 'loading') return <FeedPlaceholders text={tab.loading} />;
  const signedIn = status === 'authenticated';
  if (!signedIn && !PUBLIC_FEED_KINDS.includes(tab.kind)) {
    return <SignInToSee text="Sign in to see your timeline" />;
  }
  return (
    <>
      {signedIn && tab.live && <LiveUpdates feedQueryKey={feedQueryKey(tab.kind)} />}
      <FeedList
        kind={tab.kind}
        label={`${tab.title} posts`}
        empty={<p>{tab.empty}</p>}
        loadingText={tab.loading}
      />
    </>
  );
}

/**
 * /timeline (Home): 'Share a Pet Moment' above For You, Trending, Discover and Latest. A shared moment refreshes the
 * cached feeds (every key under '/api/posts'), so it shows at once without reloading the page.
 */
export default function TimelinePage() {
  const [tab, setTab] = useFeedTab(TAB_VALUES);
  return (
    <div className="pc-container pc-page">
      <h1>Timeline</h1>
      <ShareMomentComposer />
      <Tabs value={tab} onValueChange={(value) => setTab(value as (typeof TAB_VALUES)[number])}>
        <TabsList aria-label="Timeline feeds" className="social-feed-tabs">
          {TIMELINE_TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.title}
            </TabsTrigger>
          ))}
        </TabsList>
        {TIMELINE_TABS.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            <TimelineList tab={item} />
          </TabsContent>
        ))}
      </Tabs>
      <SignInRequiredDialog />
    </div>
  );
}
