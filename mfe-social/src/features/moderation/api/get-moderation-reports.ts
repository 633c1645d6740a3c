import { apiJson } from '@petcora/api-client';
import type { ModerationReportsPage } from '@petcora/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export const MODERATION_REPORTS_PATH = '/api/admin/reports';

export const MODERATION_SORTS = ['newest', 'most'] as const;
export type ModerationSort = (typeof MODERATION_SORTS)[number];

/** GET /api/admin/reports?sort&status=open&cursor → the open reports grouped by target, keyset paged. */
export function getModerationReports(
  { sort, cursor }: { sort: ModerationSort; cursor?: string | null },
  signal?: AbortSignal,
): Promise<ModerationReportsPage> {
  const query = new URLSearchParams({ sort, status: 'open' });
  if (cursor) query.set('cursor', cursor);
  return apiJson<ModerationReportsPage>(`${MODERATION_REPORTS_PATH}?${query}`, { signal });
}

export function moderationReportsQueryOptions(sort: ModerationSort) {
  return infiniteQueryOptions({
    queryKey: [MODERATION_REPORTS_PATH, { sort, status: 'open' }],
    queryFn: ({ pageParam, signal }) => getModerationReports({ sort, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useModerationReports(sort: ModerationSort, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...moderationReportsQueryOptions(sort), enabled });
}
