import { QueryClient, type QueryFunction } from '@tanstack/react-query';
// The package, not './api-fetch': this part is shared on its own (@petcora/api-client/query-client, loaded by pages
// that read data), and the fetch functions stay one module in the page.
import { apiJson } from '@petcora/api-client';

/** The spec's default read: GET the first element of the cache key. */
export const getFirstKeyElement: QueryFunction = ({ queryKey, signal }) =>
  apiJson(String(queryKey[0]), { signal });

/** Cached reads never go stale, never refetch on focus, never poll and never retry (spec defaults). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getFirstKeyElement,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
