import { useSession } from '@petcora/session';
import { Button, type ButtonSize } from '@petcora/ui/button';
import { useRequireSignIn } from '../../../../components/sign-in-prompt';
import { useFollow } from '../../api/follow-user';
import './follow-button.css';

export interface FollowButtonProps {
  username: string;
  /** The viewer follows this person (from the cached profile or list, which the button patches at once). */
  isFollowing: boolean;
  size?: ButtonSize;
  className?: string;
}

/**
 * Follow / Following (Unfollow on hover or focus). A toggle button: aria-pressed tells the state, the name always
 * holds the visible word and the @username. Visitors get the 'Sign in required' prompt; hidden on one's own account.
 */
export function FollowButton({ username, isFollowing, size = 'sm', className }: FollowButtonProps) {
  const viewer = useSession((state) => state.user);
  const requireSignIn = useRequireSignIn();
  const follow = useFollow();
  if (viewer && viewer.username.toLowerCase() === username.toLowerCase()) return null;

  return (
    <Button
      variant={isFollowing ? 'secondary' : 'primary'}
      size={size}
      className={['social-follow', isFollowing && 'social-follow--on', className].filter(Boolean).join(' ')}
      aria-pressed={isFollowing}
      disabled={follow.isPending}
      aria-busy={follow.isPending || undefined}
      onClick={() => {
        if (!requireSignIn('follow')) return;
        follow.mutate({ username, follow: !isFollowing });
      }}
    >
      {isFollowing ? (
        <>
          <span className="social-follow__state">Following</span>
          <span className="social-follow__hover" aria-hidden="true">
            Unfollow
          </span>
        </>
      ) : (
        'Follow'
      )}
      <span className="pc-visually-hidden"> @{username}</span>
    </Button>
  );
}
