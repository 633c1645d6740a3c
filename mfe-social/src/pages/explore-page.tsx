import type { FeedPost } from '@petcora/contracts';
import { SignInRequiredDialog } from '../components/sign-in-prompt';
import { PostCard } from '../features/feed/components/post-card/post-card';
import {
  ExplorePosts,
  PetTypeChips,
  ProductPosts,
  SearchBox,
  SearchResultsView,
  useExploreParams,
} from '../features/search';

const renderPost = (post: FeedPost) => <PostCard post={post} />;

/**
 * /explore: search people, posts and products as you type; the pet-type chips filter both the results and the
 * no-query list. `?q=` and `?type=` hold the state (the community search box links here with ?q=).
 */
export default function ExplorePage() {
  const { q, petType, productId, update } = useExploreParams();
  return (
    <div className="pc-container pc-page">
      <div className="social-explore">
        <h1>Explore</h1>
        <SearchBox query={q} onQueryChange={(text) => update({ q: text })} />
        <PetTypeChips value={petType} onChange={(type) => update({ petType: type })} />
        {productId && !q ? (
          <ProductPosts productId={productId} renderPost={renderPost} />
        ) : q ? (
          <SearchResultsView params={{ q, petType }} renderPost={renderPost} />
        ) : (
          <ExplorePosts petType={petType} renderPost={renderPost} />
        )}
      </div>
      <SignInRequiredDialog />
    </div>
  );
}
