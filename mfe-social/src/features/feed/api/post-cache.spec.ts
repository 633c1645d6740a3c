import type { FeedPage } from '@petcora/contracts';
import { createQueryClient } from '@petcora/api-client/query-client';
import type { InfiniteData } from '@tanstack/react-query';
import { feedPost } from '../../../test/posts';
import { feedQueryKey } from './get-feed';
import { patchPostInCache, refreshPostQueries, removePostFromCache } from '../../../lib/post-cache';

const A = feedPost({ id: 'a', likesCount: 1 });
const B = feedPost({ id: 'b', likesCount: 2 });
const C = feedPost({ id: 'c', likesCount: 3 });

function seeded() {
  const client = createQueryClient();
  const infinite: InfiniteData<FeedPage> = {
    pages: [
      { posts: [A, B], hasMore: true, nextCursor: 'x' },
      { posts: [C], hasMore: false, nextCursor: null },
    ],
    pageParams: [
      { page: 1, cursor: null },
      { page: 2, cursor: 'x' },
    ],
  };
  client.setQueryData(feedQueryKey('chronological'), infinite);
  client.setQueryData(['/api/posts', 'c', 'replies'], { posts: [C], hasMore: false });
  client.setQueryData(['/api/posts', 'c'], C);
  client.setQueryData(['/api/hashtags', 'trending', { limit: 5 }], {
    hashtags: [{ tag: 'dogs', postsCount: 2 }],
  });
  return client;
}

const infiniteOf = (client: ReturnType<typeof createQueryClient>) =>
  client.getQueryData<InfiniteData<FeedPage>>(feedQueryKey('chronological'))!;

describe('post cache across infinite feeds', () => {
  it("keeps the spec's other names for a post's counts with the counts a patch sets", () => {
    const client = seeded();
    patchPostInCache(client, 'c', (post) => ({ ...post, likesCount: 9, commentsCount: 4 }));
    expect(client.getQueryData(['/api/posts', 'c'])).toMatchObject({
      likesCount: 9,
      likeCount: 9,
      commentsCount: 4,
      commentCount: 4,
    });
  });

  it('patches a post on whichever loaded page holds it, and in single pages and one-post reads', () => {
    const client = seeded();
    const before = infiniteOf(client);
    patchPostInCache(client, 'c', (post) => ({ ...post, likesCount: 9, isLiked: true }));
    const after = infiniteOf(client);
    expect(after.pages[1].posts[0]).toMatchObject({ id: 'c', likesCount: 9, isLiked: true });
    expect(after.pages[0]).toBe(before.pages[0]);
    expect(after.pageParams).toEqual(before.pageParams);
    expect(client.getQueryData<FeedPage>(['/api/posts', 'c', 'replies'])!.posts[0].likesCount).toBe(9);
    expect(client.getQueryData<typeof C>(['/api/posts', 'c'])!.likesCount).toBe(9);
    expect(client.getQueryData(['/api/hashtags', 'trending', { limit: 5 }])).toEqual({
      hashtags: [{ tag: 'dogs', postsCount: 2 }],
    });
  });

  it('keeps the same list object when the post is not in it', () => {
    const client = seeded();
    const before = infiniteOf(client);
    patchPostInCache(client, 'nope', (post) => ({ ...post, likesCount: 100 }));
    expect(infiniteOf(client)).toBe(before);
  });

  it('drops a deleted post from every page', () => {
    const client = seeded();
    removePostFromCache(client, 'b');
    expect(infiniteOf(client).pages.map((page) => page.posts.map((post) => post.id))).toEqual([['a'], ['c']]);
    removePostFromCache(client, 'c');
    expect(infiniteOf(client).pages[1].posts).toEqual([]);
    expect(client.getQueryData<FeedPage>(['/api/posts', 'c', 'replies'])!.posts).toEqual([]);
  });

  it('marks feeds and trending hashtags stale after a new post', async () => {
    const client = seeded();
    await refreshPostQueries(client);
    expect(client.getQueryState(feedQueryKey('chronological'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/hashtags', 'trending', { limit: 5 }])?.isInvalidated).toBe(true);
  });
});
