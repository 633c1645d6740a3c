import type { PublicProfile } from '@petcora/contracts';
import { imageAt, ResponsiveImage } from '@petcora/ui/responsive-image';
import { ArrowLeft, CalendarDays, Link2, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { joinedLabel, safeWebsite } from '../../lib/profile-format';
import { PhotoUpload } from '../photo-upload/photo-upload';
import { ProfileAvatar } from '../profile-header/profile-avatar';
import { ProfileStats } from '../profile-header/profile-stats';
import { ProfileActions, ProfileIdentity } from '../profile-header/profile-identity';
import '../profiles.css';

export interface CommunityProfileHeaderProps {
  profile: PublicProfile;
  /** Shown to other viewers (the page passes the people feature's FollowButton). */
  followButton?: ReactNode;
  /** The secondary button beside Follow (the page passes the safety feature's menu). */
  moreActions?: ReactNode;
}

/**
 * /user/{username}: banner, avatar, name with the verified badge, location, website host, join date and counts;
 * the owner can replace the avatar and banner. Back link to /community.
 */
export function CommunityProfileHeader({ profile, followButton, moreActions }: CommunityProfileHeaderProps) {
  const name = profile.displayName || profile.username;
  const joined = joinedLabel(profile.createdAt);
  const website = safeWebsite(profile.website);
  return (
    <header className="social-profile social-profile--community">
      <Link to="/community" className="social-profile__back-link">
        <ArrowLeft aria-hidden="true" /> Back to community
      </Link>
      <div className="social-profile__banner">
        {profile.coverImageUrl ? (
          <ResponsiveImage
            image={imageAt(profile.coverImageUrl, profile.coverImage)}
            alt={`${name}'s banner`}
            // The banner spans the profile's 40rem column.
            sizes="(max-width: 640px) 100vw, 640px"
            box="layout"
            width={1200}
            height={300}
            loading="eager"
            fetchPriority="high"
          />
        ) : (
          <div className="social-profile__banner-blank" aria-hidden="true" />
        )}
        {profile.isOwnProfile && <PhotoUpload kind="banner" label="Change banner" />}
      </div>
      <div className="social-profile__top social-profile__top--overlap">
        <div className="social-profile__avatar-wrap">
          <ProfileAvatar profile={profile} size={112} />
          {profile.isOwnProfile && <PhotoUpload kind="profile" label="Change profile photo" />}
        </div>
        <ProfileActions profile={profile} followButton={followButton} moreActions={moreActions} />
      </div>
      <ProfileIdentity profile={profile} />
      <ul className="social-profile__facts pc-muted">
        {profile.location && (
          <li>
            <MapPin aria-hidden="true" />
            <span className="pc-visually-hidden">Location: </span>
            {profile.location}
          </li>
        )}
        {website && (
          <li>
            <Link2 aria-hidden="true" />
            <span className="pc-visually-hidden">Website: </span>
            <a href={website.href} target="_blank" rel="noopener noreferrer nofollow">
              {website.host}
            </a>
          </li>
        )}
        {joined && (
          <li>
            <CalendarDays aria-hidden="true" /> {joined}
          </li>
        )}
      </ul>
      <ProfileStats profile={profile} />
    </header>
  );
}
