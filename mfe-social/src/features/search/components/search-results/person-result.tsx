import type { PostAuthor } from '@petcora/contracts';
import { InitialAvatar } from '../../../../components/initial-avatar';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

/** A person found: avatar, display name (or username), verified tick and @username, all one link to the profile. */
export function PersonResult({ person }: { person: PostAuthor }) {
  const name = person.displayName || person.username;
  return (
    <Link to={`/profile/${encodeURIComponent(person.username)}`} className="social-result-person">
      <InitialAvatar
        name={name}
        src={person.profileImageUrl}
        image={person.profileImage}
        size={40}
        className="social-result-person__avatar"
      />
      <span className="social-result-person__text">
        <span className="social-result-person__name">
          {name}
          {person.isVerified && (
            <BadgeCheck className="social-result-person__verified" role="img" aria-label="Verified" />
          )}
        </span>
        <span className="social-result-person__username">@{person.username}</span>
      </span>
    </Link>
  );
}
