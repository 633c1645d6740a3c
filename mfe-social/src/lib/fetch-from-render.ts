import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Starts a read while its component renders, not when it mounts (ADR 0046). A `useQuery` starts its fetch
 * from React's passive effects; on /community those run in the task that reveals the page (React's commit, then the
 * effects, made synchronous by the layout-effect updates of Radix's tabs), where the sidebar's and the feed's requests
 * were the largest item at a phone's 4x CPU. Started from the render, which React slices (it runs in a transition),
 * the request leaves that task and goes out earlier; the query hook then finds it in flight and neither fetches nor
 * re-renders again. Only a query with no state at all is started (as TanStack's `usePrefetchQuery`), so a cached,
 * failed or disabled read behaves exactly as before.
 */
export function useFetchFromRender(
  queryKey: QueryKey,
  enabled: boolean,
  start: (client: QueryClient) => Promise<unknown>,
): void {
  const client = useQueryClient();
  if (enabled && client.getQueryState(queryKey) === undefined) start(client).catch(() => undefined);
}
