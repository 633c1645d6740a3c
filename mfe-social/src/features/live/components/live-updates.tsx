import type { FeedPage, LiveEvent } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { hashKey, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
// The one place that patches a post in every cached list (shared with the feed's own like, bookmark and repet).
import { patchPostInCache } from '../../../lib/post-cache';
import { useLiveEvents } from '../hooks/use-live-events';
import './live-updates.css';

export interface LiveUpdatesProps {
  /** The react-query key of the feed list shown below; clicking 'Show n new posts' refetches it from the top. */
  feedQueryKey: QueryKey;
}

export function newPostsLabel(count: number): string {
  return count === 1 ? 'Show 1 new post' : `Show ${count} new posts`;
}

/** Ids of the posts a cached feed holds (one page or every page of an infinite list). */
function postIdsOf(data: unknown): Set<string> {
  const pages: FeedPage[] =
    !data || typeof data !== 'object'
      ? []
      : Array.isArray((data as InfiniteData<FeedPage>).pages)
        ? (data as InfiniteData<FeedPage>).pages
        : Array.isArray((data as FeedPage).posts)
          ? [data as FeedPage]
          : [];
  return new Set(pages.flatMap((page) => page.posts ?? []).map((post) => post.id));
}

/**
 * Above a feed: keeps every cached like count current, and counts the posts other members published since the list
 * was read. 'Show n new posts' (announced politely) re-reads the list's first page, scrolls to its top and goes away.
 */
export function LiveUpdates({ feedQueryKey }: LiveUpdatesProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [showing, setShowing] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const feedHash = hashKey(feedQueryKey);

  // Another list, another count.
  useEffect(() => setPending(new Set()), [feedHash]);

  // Posts that reached the list some other way (a refresh after the member's own post) are no longer new.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.query.queryHash !== feedHash) return;
        const shown = postIdsOf(event.query.state.data);
        setPending((current) =>
          [...current].some((id) => shown.has(id))
            ? new Set([...current].filter((id) => !shown.has(id)))
            : current,
        );
      }),
    [queryClient, feedHash],
  );

  useLiveEvents((event: LiveEvent) => {
    if (event.type === 'like-count') {
      patchPostInCache(queryClient, event.postId, (post) => ({ ...post, likesCount: event.likesCount }));
      return;
    }
    if (event.type !== 'post-created') return;
    if (postIdsOf(queryClient.getQueryData(feedQueryKey)).has(event.postId)) return;
    setPending((current) => (current.has(event.postId) ? current : new Set(current).add(event.postId)));
  });

  const showNewPosts = async () => {
    const key = feedQueryKey;
    const announced = pending;
    setShowing(true);
    // Only the first page is read again (the newest posts); later pages load on demand, as on a first visit.
    queryClient.setQueryData(key, (data: unknown) => {
      const list = data as InfiniteData<FeedPage> | undefined;
      return list && Array.isArray(list.pages) && list.pages.length > 1
        ? { pages: list.pages.slice(0, 1), pageParams: list.pageParams.slice(0, 1) }
        : data;
    });
    try {
      await queryClient.refetchQueries({ queryKey: key, exact: true });
    } finally {
      setShowing(false);
      // Posts announced while the list was being read stay counted.
      setPending((current) => new Set([...current].filter((id) => !announced.has(id))));
    }
    const top = topRef.current;
    if (top) {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      top.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
      // The button is gone: keep keyboard and screen-reader users at the top of the list, not on the page's body.
      top.focus({ preventScroll: true });
    }
  };

  return (
    <div ref={topRef} tabIndex={-1} className="social-live-updates" aria-live="polite">
      {pending.size > 0 && (
        <Button
          variant="secondary"
          size="sm"
          className="social-live-updates__button"
          disabled={showing}
          onClick={() => void showNewPosts()}
        >
          {newPostsLabel(pending.size)}
        </Button>
      )}
    </div>
  );
}
