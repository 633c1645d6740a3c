import type { PersonSummary } from '@petcora/contracts';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FollowButton } from '../follow-button/follow-button';
import { PersonAvatar } from './person-avatar';
import './person.css';

/** One person in a list: avatar, name (verified tick), @username linking to the profile, and a Follow button. */
export function PersonRow({ person, showBio = false }: { person: PersonSummary; showBio?: boolean }) {
  const name = person.displayName || person.username;
  return (
    <div className="social-person">
      <PersonAvatar name={name} src={person.profileImageUrl} image={person.profileImage} />
      <div className="social-person__text">
        <Link to={`/profile/${encodeURIComponent(person.username)}`} className="social-person__link">
          <span className="social-person__name">
            {name}
            {person.isVerified && (
              <BadgeCheck className="social-person__verified" aria-label="Verified" role="img" />
            )}
          </span>
          <span className="social-person__username pc-muted">@{person.username}</span>
        </Link>
        {showBio && person.bio && <p className="social-person__bio">{person.bio}</p>}
      </div>
      <FollowButton username={person.username} isFollowing={person.isFollowing} />
    </div>
  );
}
