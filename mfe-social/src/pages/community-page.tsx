import { SignInRequiredDialog } from '../components/sign-in-prompt';
import { CommunityFeed } from '../features/feed/components/community-feed';
import { CreatePostDialog } from '../features/feed/components/composer/create-post-dialog';

/** /community: the community feed, with the Create Post modal. */
export default function CommunityPage() {
  return (
    <div className="pc-container pc-page">
      <div className="social-page-header">
        <h1>Pet Community</h1>
        <CreatePostDialog />
      </div>
      <CommunityFeed />
      <SignInRequiredDialog />
    </div>
  );
}
