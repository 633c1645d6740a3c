import { useSession } from '@petcora/session';
import { Button } from '@petcora/ui/button';
import { UserPlus } from 'lucide-react';
import { FeedList } from './feed-list';
import { FeedPlaceholders } from './feed-placeholders';
import { SignInToSee } from './sign-in-links';

export const FOLLOWING_SIGN_IN_TEXT = 'Sign in to see posts from people you follow';

interface FollowingFeedProps {
  /** The empty state's 'Find people to follow' action (community); without it, the blog's text only. */
  onFindPeople?: () => void;
}

/**
 * Posts of the accounts the member follows (GET /api/posts/following), newest first. Visitors are asked to sign in:
 * with Sign in and Sign up on /community, with a sign-in link on /blog (spec).
 */
export function FollowingFeed({ onFindPeople }: FollowingFeedProps) {
  const status = useSession((state) => state.status);
  if (status === 'loading') return <FeedPlaceholders />;
  if (status !== 'authenticated') {
    return <SignInToSee text={FOLLOWING_SIGN_IN_TEXT} signUp={Boolean(onFindPeople)} />;
  }
  const empty = onFindPeople ? (
    <>
      <p>Posts from people you follow will appear here.</p>
      <Button onClick={onFindPeople}>
        <UserPlus aria-hidden="true" />
        Find people to follow
      </Button>
    </>
  ) : (
    <p>Follow some pet owners to see their posts here!</p>
  );
  return <FeedList kind="following" label="Posts from people you follow" empty={empty} refreshOnShow />;
}
