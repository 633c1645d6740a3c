import { CommunityFeed } from '../features/feed/components/community-feed';

/** /community: the community feed. */
export default function CommunityPage() {
  return (
    <div className="pc-container pc-page">
      <h1>Pet Community</h1>
      <CommunityFeed />
    </div>
  );
}
