import { create } from 'zustand';

/** The spec's per-action texts under 'Sign in required' (section 8). */
export const SIGN_IN_REASONS = {
  like: 'Please sign in to like posts',
  repet: 'Please sign in to repet posts',
  comment: 'Please sign in to comment',
  bookmark: 'Please sign in to bookmark posts',
  post: 'Please sign in to create a post',
  /** Not in the spec (its Follow buttons did nothing); same pattern. See docs/community-people-and-search.md. */
  follow: 'Please sign in to follow accounts',
  /** Reports come from members only; same pattern. See docs/community-safety.md. */
  report: 'Please sign in to report content',
} as const;

export type SignInAction = keyof typeof SIGN_IN_REASONS;

interface SignInPromptState {
  /** The action a visitor tried, or null when no prompt is open. */
  action: SignInAction | null;
  ask: (action: SignInAction) => void;
  close: () => void;
}

/** One prompt for the whole remote: any card or composer opens it, the page renders it once. */
export const useSignInPrompt = create<SignInPromptState>()((set) => ({
  action: null,
  ask: (action) => set({ action }),
  close: () => set({ action: null }),
}));
