import type { PublicProfile } from '@petcora/contracts';
import { Link } from 'react-router-dom';
import { formatCount } from '../../lib/profile-format';

/** Following and followers counts, each a link to the list. */
export function ProfileStats({ profile }: { profile: PublicProfile }) {
  const base = `/user/${encodeURIComponent(profile.username)}`;
  return (
    <p className="social-profile__stats">
      <Link to={`${base}/following`}>
        <strong>{formatCount(profile.followingCount)}</strong> Following
      </Link>
      <Link to={`${base}/followers`}>
        <strong>{formatCount(profile.followersCount)}</strong>{' '}
        {profile.followersCount === 1 ? 'Follower' : 'Followers'}
      </Link>
    </p>
  );
}
