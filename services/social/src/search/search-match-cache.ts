import type { PostAuthor } from '@petcora/contracts';

/**
 * What a search matched before anyone asks who the viewer is: the people (their public card fields) and the ids of the
 * posts, each list one longer than the page (for `hasMore`). Nothing here depends on the viewer; the post cards with
 * the viewer's liked/bookmarked/repeted flags and the current counters are built fresh for every request.
 */
export interface SearchMatches {
  people: PostAuthor[];
  postIds: string[];
}

/** How long a match list is reused. It bounds how stale an answer can be on another copy of the service (ADR 0041). */
export const SEARCH_MATCH_TTL_MS = 2000;
/** How many distinct searches are kept; the least recently used goes first (a flood of distinct queries stays bounded). */
export const SEARCH_MATCH_MAX_ENTRIES = 500;

interface Entry {
  matches: SearchMatches;
  expiresAt: number;
}

/**
 * A short-lived, bounded cache of search matches per normalised query: a repeated search then costs the one
 * card statement a feed page costs, not the people and post-id statements too. Every write that can change which
 * members or posts match (a post created or deleted, a member created or changed, a follow moving a follower count)
 * calls `invalidate()` after it commits, so on this copy the next search sees it at once. A search that was already
 * reading when the write happened does not store what it read (the generation moved), so it cannot put a stale list
 * back after the clear.
 * Provided by SearchMatchCacheModule: one instance per service process.
 */
export class SearchMatchCache {
  private readonly entries = new Map<string, Entry>();
  /** Searches being read right now, so that concurrent identical searches share one read. */
  private readonly loading = new Map<string, Promise<SearchMatches>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number = SEARCH_MATCH_TTL_MS,
    private readonly maxEntries: number = SEARCH_MATCH_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The matches for `key`, from the cache when fresh, else from `load` (then kept for the next ttlMs). */
  async matches(key: string, load: () => Promise<SearchMatches>): Promise<SearchMatches> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Map keeps insertion order: moving the hit to the end makes the first key the least recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.matches;
    }
    if (entry) this.entries.delete(key);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const read = load().finally(() => {
      if (this.loading.get(key) === read) this.loading.delete(key);
    });
    this.loading.set(key, read);
    const matches = await read;
    if (generation === this.generation) this.store(key, matches);
    return matches;
  }

  /** Forgets every match list: called by the writes that can change what a search finds, once they are committed. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, matches: SearchMatches): void {
    this.entries.set(key, { matches, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
