import type { PublicProfile } from '@petcora/contracts';
import { Badge, buttonClassName } from '@petcora/ui';
import { BadgeCheck, CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { joinedLabel } from '../../lib/profile-format';
import { BackButton } from './back-button';
import { ProfileAvatar } from './profile-avatar';
import { ProfileStats } from './profile-stats';
import '../profiles.css';

export interface ProfileHeaderProps {
  profile: PublicProfile;
  /** Shown to other viewers (the page passes the people feature's FollowButton). */
  followButton?: ReactNode;
}

/** /profile/{username}: back button, name, @username, bio, join date, counts; 'Edit profile' for the owner. */
export function ProfileHeader({ profile, followButton }: ProfileHeaderProps) {
  const name = profile.displayName || profile.username;
  const joined = joinedLabel(profile.createdAt);
  return (
    <header className="social-profile">
      <BackButton />
      <div className="social-profile__top">
        <ProfileAvatar profile={profile} />
        <div className="social-profile__actions">
          {profile.isOwnProfile ? (
            <Link to="/dashboard" className={buttonClassName('secondary', 'sm')}>
              Edit profile
            </Link>
          ) : (
            followButton
          )}
        </div>
      </div>
      <h1 className="social-profile__name">
        {name}
        {profile.isVerified && (
          <BadgeCheck className="social-profile__verified" role="img" aria-label="Verified" />
        )}
      </h1>
      <p className="social-profile__username pc-muted">
        @{profile.username}
        {profile.followsYou && !profile.isOwnProfile && (
          <Badge className="social-profile__follows-you">Follows you</Badge>
        )}
      </p>
      {profile.bio && <p className="social-profile__bio">{profile.bio}</p>}
      {joined && (
        <p className="social-profile__meta pc-muted">
          <CalendarDays aria-hidden="true" /> {joined}
        </p>
      )}
      <ProfileStats profile={profile} />
    </header>
  );
}
