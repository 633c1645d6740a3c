import { createQueryClient } from '@petcora/api-client/query-client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { useSuggestedAccounts } from '../features/people/api/get-suggested-accounts';
import { useTrendingHashtags } from '../features/hashtags/api/get-trending-hashtags';
import { useFeed } from '../features/feed/api/get-feed';
import { mockApi } from '../test/mock-api';
import { useFetchFromRender } from './fetch-from-render';

// renderToString renders and never runs an effect: a read it starts was started by the render itself.
function renderOnly(client: QueryClient, Reader: () => null) {
  renderToString(
    <QueryClientProvider client={client}>
      <Reader />
    </QueryClientProvider>,
  );
}

describe('useFetchFromRender', () => {
  it('starts the read during the render, once, and only while enabled and not cached', () => {
    const client = createQueryClient();
    const queryFn = jest.fn(() => new Promise<string>(() => undefined));
    const start = (c: QueryClient) => c.prefetchQuery({ queryKey: ['k'], queryFn });

    renderOnly(client, () => (useFetchFromRender(['k'], false, start), null));
    expect(queryFn).not.toHaveBeenCalled();

    renderOnly(client, () => (useFetchFromRender(['k'], true, start), null));
    renderOnly(client, () => (useFetchFromRender(['k'], true, start), null));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('leaves a query that already has state alone (cached, failed or in flight)', () => {
    const client = createQueryClient();
    client.setQueryData(['k'], 'cached');
    const queryFn = jest.fn(async () => 'fresh');
    renderOnly(
      client,
      () => (useFetchFromRender(['k'], true, (c) => c.prefetchQuery({ queryKey: ['k'], queryFn })), null),
    );
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("is how the sidebar's and the feed's reads start (before any effect runs)", () => {
    const api = mockApi({});
    api.mockImplementation(() => new Promise<Response>(() => undefined));
    const client = createQueryClient();
    renderOnly(client, () => {
      useTrendingHashtags();
      useSuggestedAccounts(5, null);
      useSuggestedAccounts(5, 'u-1', { enabled: false });
      useFeed('photos');
      return null;
    });
    expect(api.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/hashtags/trending?limit=5',
      '/api/posts/photos?page=1&limit=10',
      '/api/suggested-accounts?limit=5',
    ]);
  });
});
