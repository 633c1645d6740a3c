import type { QueryClient } from '@tanstack/react-query';

/** Follower lists and suggestions change when a block ends follows both ways. */
const PEOPLE_LIST_ROOTS = ['/api/users', '/api/suggested-accounts'];

export function refreshPeopleQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => PEOPLE_LIST_ROOTS.includes(String(queryKey[0])),
  });
}
