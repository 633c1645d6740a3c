import { SignInRequiredDialog } from '../components/sign-in-prompt';
import { CommunityFeed } from '../features/feed/components/community-feed';
import { ShareMomentComposer } from '../features/moments/components/share-moment-composer';

/** /timeline (Home): the 'Share a Pet Moment' composer above the feed. */
export default function TimelinePage() {
  return (
    <div className="pc-container pc-page">
      <h1>Timeline</h1>
      <ShareMomentComposer />
      <CommunityFeed />
      <SignInRequiredDialog />
    </div>
  );
}
