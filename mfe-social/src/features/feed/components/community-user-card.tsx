import { useSession } from '@petcora/session';
import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { InitialAvatar } from '../../../components/initial-avatar';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SignInLinks } from './sign-in-links';

/** Visitors: the spec's 'Join our Pet Community' panel with Sign in and Sign up. */
export function JoinCommunityPanel() {
  const headingId = useId();
  return (
    <Card className="social-side-card social-join" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="social-side-card__title">
        Join our Pet Community
      </h2>
      <p className="pc-muted">
        Share your pet&apos;s moments, follow other pet lovers and join the conversation.
      </p>
      <SignInLinks />
    </Card>
  );
}

/** The sidebar's user card: the member with a 'View Profile' link (/profile/{username}); visitors get the join panel. */
export function CommunityUserCard() {
  const user = useSession((state) => state.user);
  const headingId = useId();
  if (!user) return <JoinCommunityPanel />;
  const name = user.displayName || user.username;
  const avatar = user.profileImageUrl ?? user.profilePicture;
  return (
    <Card className="social-side-card social-user-card" role="region" aria-labelledby={headingId}>
      <div className="social-user-card__who">
        <InitialAvatar
          name={name}
          src={avatar}
          image={user.profileImage}
          size={48}
          className="social-post__avatar"
        />
        <div>
          <h2 id={headingId} className="social-side-card__title">
            {name}
          </h2>
          <p className="pc-muted social-user-card__username">@{user.username}</p>
        </div>
      </div>
      <Link
        to={`/profile/${encodeURIComponent(user.username)}`}
        className={buttonClassName('secondary', 'sm', 'social-user-card__link')}
      >
        View Profile
      </Link>
    </Card>
  );
}
