import { useSession } from '@petcora/session';
import { useCallback } from 'react';
import { useSignInPrompt, type SignInAction } from './sign-in-prompt-store';

/**
 * Returns a guard for member-only actions: true when signed in; otherwise it opens the 'Sign in required'
 * prompt for that action and returns false, so the caller does nothing else.
 */
export function useRequireSignIn(): (action: SignInAction) => boolean {
  const signedIn = useSession((state) => state.status === 'authenticated');
  const ask = useSignInPrompt((state) => state.ask);
  return useCallback(
    (action) => {
      if (signedIn) return true;
      ask(action);
      return false;
    },
    [signedIn, ask],
  );
}
