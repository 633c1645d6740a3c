import type { PublicProfile } from '@petcora/contracts';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { joinedLabel } from '../../lib/profile-format';
import { BackButton } from './back-button';
import { ProfileAvatar } from './profile-avatar';
import { ProfileStats } from './profile-stats';
import { ProfileActions, ProfileIdentity } from './profile-identity';
import '../profiles.css';

export interface ProfileHeaderProps {
  profile: PublicProfile;
  /** Shown to other viewers (the page passes the people feature's FollowButton). */
  followButton?: ReactNode;
  /** The secondary button beside Follow (the page passes the safety feature's menu). */
  moreActions?: ReactNode;
}

/** /profile/{username}: back button, name, @username, bio, join date, counts; 'Edit profile' for the owner. */
export function ProfileHeader({ profile, followButton, moreActions }: ProfileHeaderProps) {
  const joined = joinedLabel(profile.createdAt);
  return (
    <header className="social-profile">
      <BackButton />
      <div className="social-profile__top">
        <ProfileAvatar profile={profile} />
        <ProfileActions profile={profile} followButton={followButton} moreActions={moreActions} />
      </div>
      <ProfileIdentity profile={profile} />
      {joined && (
        <p className="social-profile__meta pc-muted">
          <CalendarDays aria-hidden="true" /> {joined}
        </p>
      )}
      <ProfileStats profile={profile} />
    </header>
  );
}
