import { useSession } from '@petcora/session';

/** Whose cart the browser holds: the member's id, 'visitor', or null while the session is still loading. */
export function useCartOwner(): string | null {
  const status = useSession((state) => state.status);
  const userId = useSession((state) => state.user?.id ?? null);
  if (status === 'loading') return null;
  return status === 'authenticated' && userId ? userId : 'visitor';
}
