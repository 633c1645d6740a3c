import type { FeedPost, PublicProfile } from '@petcora/contracts';
import type { ReactNode } from 'react';
import { PostCard } from '../features/feed/components/post-card/post-card';
import { PetCards } from '../features/pets';
import { FollowButton } from '../features/people';
import { ProfileTabs } from '../features/profiles';
import { BlockedProfileNotice, ProfileSafetyMenu } from '../features/safety';

const renderPost = (post: FeedPost) => <PostCard post={post} />;

export interface ProfileHeaderActions {
  /** None for a member the viewer blocked. */
  followButton: ReactNode;
  moreActions: ReactNode;
}

/**
 * What both profile pages show around their own header: the Follow button and the safety menu it carries, then the
 * pets and the tabs, or only the notice for a member the viewer blocked.
 */
export function ProfileBody({
  profile,
  header,
}: {
  profile: PublicProfile;
  header: (actions: ProfileHeaderActions) => ReactNode;
}) {
  const followButton = profile.isBlocked ? undefined : (
    <FollowButton username={profile.username} isFollowing={profile.isFollowing} size="md" />
  );
  return (
    <>
      {header({ followButton, moreActions: <ProfileSafetyMenu profile={profile} /> })}
      {profile.isBlocked ? (
        <BlockedProfileNotice username={profile.username} />
      ) : (
        <>
          <PetCards username={profile.username} />
          <ProfileTabs username={profile.username} renderPost={renderPost} />
        </>
      )}
    </>
  );
}
