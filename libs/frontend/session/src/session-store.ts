import { ApiError, apiFetch, apiJson } from '@petcora/api-client';
import type { CurrentUser } from '@petcora/contracts';
import { create } from 'zustand';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** Re-reads the signed-in user from GET /api/auth/me; a 401 or any failure means anonymous. */
  refresh: () => Promise<void>;
  /**
   * POST /api/auth/signout, then `beforeForget` (say, leave a protected page), then refresh (also when
   * `beforeForget` throws). Throws if the server refuses or `beforeForget` fails, so the caller can toast it.
   */
  signOut: (beforeForget?: () => unknown) => Promise<void>;
}

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = await apiJson<CurrentUser | null>('/api/auth/me');
    return user && typeof user === 'object' ? user : null;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      // Spec: any failure of the current-user call counts as anonymous ('Failed to fetch user').
      console.warn('Failed to fetch user', error);
    }
    return null;
  }
}

/**
 * The one store of the signed-in user. Shared as a federation singleton, so the shell and every
 * remote read the same instance.
 */
export const useSession = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  refresh: async () => {
    const user = await fetchCurrentUser();
    set({ user, status: user ? 'authenticated' : 'anonymous' });
  },
  signOut: async (beforeForget) => {
    const { refresh } = useSession.getState();
    try {
      await apiFetch('/api/auth/signout', { method: 'POST' });
    } catch (error) {
      await refresh();
      throw error;
    }
    // Until the user is forgotten, a protected page still on screen keeps its content instead of sending an
    // anonymous visitor to /auth (and remembering the page as the one to come back to after signing in). The
    // server has signed the member out either way, so the session is re-read even if that step fails.
    try {
      await beforeForget?.();
    } finally {
      await refresh();
    }
  },
}));
