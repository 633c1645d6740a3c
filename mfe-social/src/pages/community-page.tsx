import { useSession } from '@petcora/session';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@petcora/ui/tabs';
import { useRef, useState } from 'react';
import { SignInRequiredDialog } from '../components/sign-in-prompt';
import { feedQueryKey } from '../features/feed/api/get-feed';
import { CommunityFooter } from '../features/feed/components/community-footer';
import { CommunitySearch } from '../features/feed/components/community-search';
import { CommunityUserCard } from '../features/feed/components/community-user-card';
import { CreatePostDialog } from '../features/feed/components/composer/create-post-dialog';
import { ExploreFeed, exploreFeedKind } from '../features/feed/components/explore-feed';
import { ExploreFilters, type ExploreFilter } from '../features/feed/components/explore-filters';
import { FollowingFeed } from '../features/feed/components/following-feed';
import { TrendingTab } from '../features/feed/components/trending-tab';
import { TrendingHashtags } from '../features/hashtags';
import { LiveUpdates } from '../features/live';
import { SuggestedAccounts } from '../features/people';
import { useFeedTab } from '../features/feed/hooks/use-feed-tab';
import './feed-pages.css';

const TABS = ['explore', 'following', 'trending'] as const;

/**
 * /community ('Pet Community'): Explore, Following and Trending, a search box that opens /explore?q=, Filters for the
 * Explore list, the Create Post modal, and a sidebar (user card, trending hashtags, suggested accounts, links).
 */
export default function CommunityPage() {
  const status = useSession((state) => state.status);
  const [tab, setTab] = useFeedTab(TABS);
  const [filter, setFilter] = useState<ExploreFilter>('all');
  const suggestionsRef = useRef<HTMLDivElement>(null);
  const exploreKind = exploreFeedKind(filter, status === 'authenticated');

  const chooseFilter = (value: ExploreFilter) => {
    setFilter(value);
    if (tab !== 'explore') setTab('explore');
  };

  // 'Find people to follow': the suggested accounts beside (or, on a phone, below) the feed, each with Follow.
  const findPeople = () => {
    const suggestions = suggestionsRef.current;
    if (!suggestions) return;
    suggestions.scrollIntoView({ behavior: 'smooth', block: 'start' });
    suggestions.focus({ preventScroll: true });
  };

  return (
    <div className="pc-container pc-page">
      <div className="social-page-header">
        <h1>Pet Community</h1>
        <CreatePostDialog />
      </div>
      <div className="social-feed-layout">
        <div className="social-feed-layout__main">
          <div className="social-feed-toolbar">
            <CommunitySearch />
            <ExploreFilters value={filter} onChange={chooseFilter} />
          </div>
          <Tabs value={tab} onValueChange={(value) => setTab(value as (typeof TABS)[number])}>
            <TabsList aria-label="Community feeds" className="social-feed-tabs">
              <TabsTrigger value="explore">Explore</TabsTrigger>
              <TabsTrigger value="following">Following</TabsTrigger>
              <TabsTrigger value="trending">Trending</TabsTrigger>
            </TabsList>
            <TabsContent value="explore">
              {/* New posts are announced for the unfiltered list only: a new post need not be a photo or thread. */}
              {exploreKind === 'chronological' && <LiveUpdates feedQueryKey={feedQueryKey(exploreKind)} />}
              <ExploreFeed filter={filter} />
            </TabsContent>
            <TabsContent value="following">
              <FollowingFeed onFindPeople={findPeople} />
            </TabsContent>
            <TabsContent value="trending">
              <TrendingTab />
            </TabsContent>
          </Tabs>
        </div>
        <aside className="social-feed-layout__side" aria-label="Community sidebar">
          <CommunityUserCard />
          <TrendingHashtags />
          <div ref={suggestionsRef} tabIndex={-1} className="social-feed-layout__suggestions">
            <SuggestedAccounts />
          </div>
          <CommunityFooter />
        </aside>
      </div>
      <SignInRequiredDialog />
    </div>
  );
}
