import type { FeedPost } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { PageSpinner } from '@petcora/ui/spinner';
import { useParams } from 'react-router-dom';
import { SignInRequiredDialog } from '../components/sign-in-prompt';
import { PostCard } from '../features/feed/components/post-card/post-card';
import { PetCards } from '../features/pets';
import { FollowButton } from '../features/people';
import { ProfileGate, ProfileHeader, ProfileTabs } from '../features/profiles';
import { BlockedProfileNotice, ProfileSafetyMenu } from '../features/safety';

const renderPost = (post: FeedPost) => <PostCard post={post} />;

/** /profile/:username, and /profile for one's own: the profile with its Posts, Replies, Media and Likes tabs. */
export default function ProfilePage() {
  const { username } = useParams();
  const status = useSession((state) => state.status);
  const me = useSession((state) => state.user);
  const shown = username ?? me?.username;
  if (!shown && status === 'loading') return <PageSpinner />;
  return (
    <div className="pc-container pc-page">
      <ProfileGate key={shown} username={shown ?? ''}>
        {(profile) => (
          <>
            <ProfileHeader
              profile={profile}
              followButton={
                profile.isBlocked ? undefined : (
                  <FollowButton username={profile.username} isFollowing={profile.isFollowing} size="md" />
                )
              }
              moreActions={<ProfileSafetyMenu profile={profile} />}
            />
            {profile.isBlocked ? (
              <BlockedProfileNotice username={profile.username} />
            ) : (
              <>
                <PetCards username={profile.username} />
                <ProfileTabs username={profile.username} renderPost={renderPost} />
              </>
            )}
          </>
        )}
      </ProfileGate>
      <SignInRequiredDialog />
    </div>
  );
}
