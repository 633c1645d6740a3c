import type { PostAuthor } from '@petcora/contracts';
import { imageAt, ResponsiveImage } from '@petcora/ui/responsive-image';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

/** A person found: avatar, display name (or username), verified tick and @username, all one link to the profile. */
export function PersonResult({ person }: { person: PostAuthor }) {
  const name = person.displayName || person.username;
  return (
    <Link to={`/profile/${encodeURIComponent(person.username)}`} className="social-result-person">
      {person.profileImageUrl ? (
        <ResponsiveImage
          className="social-result-person__avatar"
          image={imageAt(person.profileImageUrl, person.profileImage)}
          alt=""
          sizes="40px"
          box="layout"
          width={40}
          height={40}
        />
      ) : (
        <span
          className="social-result-person__avatar social-result-person__avatar--initial"
          aria-hidden="true"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
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
