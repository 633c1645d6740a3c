import type { PublicProfile } from '@petcora/contracts';
import { Badge } from '@petcora/ui/feedback';
import { buttonClassName } from '@petcora/ui/button';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * 'Edit profile' for the owner; the follow button and the secondary menu (report, block, mute) for everyone else:
 * both profile headers show them the same way.
 */
export function ProfileActions({
  profile,
  followButton,
  moreActions,
}: {
  profile: PublicProfile;
  followButton?: ReactNode;
  moreActions?: ReactNode;
}) {
  return (
    <div className="social-profile__actions">
      {profile.isOwnProfile ? (
        <Link to="/dashboard" className={buttonClassName('secondary', 'sm')}>
          Edit profile
        </Link>
      ) : (
        <>
          {followButton}
          {!profile.isBlocked && (
            <Link
              to={`/messages/${encodeURIComponent(profile.username)}`}
              className={buttonClassName('secondary', 'sm')}
            >
              Message
            </Link>
          )}
          {moreActions}
        </>
      )}
    </div>
  );
}

/** Name (with the verified badge), @username ('Follows you' where true) and bio, shared by both profile headers. */
export function ProfileIdentity({ profile }: { profile: PublicProfile }) {
  const name = profile.displayName || profile.username;
  return (
    <>
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
    </>
  );
}
