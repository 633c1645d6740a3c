import type { CurrentUser, FeedPost } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { useSignInPrompt } from '../components/sign-in-prompt';
import { useToastStore } from '@petcora/ui/toast';
import { postBy } from '../features/feed/post-by';

/** A feed page with no posts and nothing after it. */
export const EMPTY_FEED_PAGE = { posts: [], hasMore: false, nextCursor: null };

/** A server post as the feed returns it, with whatever the test changes. */
export function feedPost(overrides: Partial<FeedPost> = {}): FeedPost {
  return postBy(
    { id: 'u-rex', username: 'rex', displayName: 'Rex Owner', profileImageUrl: null, isVerified: false },
    {
      id: '11111111-1111-4111-8111-111111111111',
      content: 'Rex found a stick the size of a tree.',
      likesCount: 7,
      likeCount: 7,
      createdAt: new Date().toISOString(),
      ...overrides,
    },
  );
}

export const MAYA = { id: 'u-maya', username: 'maya', displayName: 'Maya' } as CurrentUser;

export function signInAs(user: CurrentUser = MAYA) {
  useSession.setState({ status: 'authenticated', user });
}

export function signOutVisitor() {
  useSession.setState({ status: 'anonymous', user: null });
}

/** Clears the one toast and the sign-in prompt between tests. */
export function resetUiState() {
  useToastStore.setState({ current: null });
  useSignInPrompt.setState({ action: null });
}

/** The toast on screen, as { title, description }. */
export function currentToast() {
  const current = useToastStore.getState().current;
  return current && { title: current.title, description: current.description };
}
