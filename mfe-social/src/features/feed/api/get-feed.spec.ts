import type { FeedPage } from '@petcora/contracts';
import { FEED_KINDS, feedUrl, FIRST_FEED_PAGE, nextFeedPageParam } from './get-feed';

const page = (overrides: Partial<FeedPage>): FeedPage => ({ posts: [], hasMore: false, ...overrides });

describe('feed requests', () => {
  it('reads the two algorithms from GET /api/posts and the other lists from their own paths', () => {
    expect(feedUrl('timeline', FIRST_FEED_PAGE)).toBe('/api/posts?algorithm=timeline&page=1&limit=10');
    expect(feedUrl('chronological', FIRST_FEED_PAGE)).toBe(
      '/api/posts?algorithm=chronological&page=1&limit=10',
    );
    for (const kind of ['trending', 'recommended', 'following', 'photos', 'threads'] as const) {
      expect(feedUrl(kind, FIRST_FEED_PAGE)).toBe(`/api/posts/${kind}?page=1&limit=10`);
    }
    expect(FEED_KINDS).toHaveLength(7);
  });

  it('sends the cursor of the previous page, encoded, next to the page number', () => {
    expect(feedUrl('photos', { page: 2, cursor: 'abc+/=&x' })).toBe(
      '/api/posts/photos?page=2&limit=10&cursor=abc%2B%2F%3D%26x',
    );
  });

  it('asks for the next page only while the server reports more', () => {
    expect(
      nextFeedPageParam(page({ hasMore: false, nextCursor: 'c1' }), [], FIRST_FEED_PAGE),
    ).toBeUndefined();
    expect(nextFeedPageParam(page({ hasMore: true, nextCursor: 'c1' }), [], FIRST_FEED_PAGE)).toEqual({
      page: 2,
      cursor: 'c1',
    });
    // A server that pages by number only (no cursor yet) still gets the next page.
    expect(nextFeedPageParam(page({ hasMore: true }), [], { page: 2, cursor: null })).toEqual({
      page: 3,
      cursor: null,
    });
  });
});
