import { screen, within } from '@testing-library/react';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TrendingHashtags } from './trending-hashtags';

describe('TrendingHashtags', () => {
  it('lists the server hashtags with their counts, each opening the explore search for it', async () => {
    const fetchMock = mockApi({
      'GET /api/hashtags/trending': {
        hashtags: [
          { tag: 'goldenretriever', postsCount: 12 },
          { tag: 'catnap', postsCount: 1 },
        ],
      },
    });
    renderWithProviders(<TrendingHashtags />);
    const region = screen.getByRole('region', { name: 'Trending Hashtags' });
    expect(within(region).getByText('Loading trending hashtags...')).toBeInTheDocument();
    const link = await within(region).findByRole('link', { name: /goldenretriever/ });
    expect(link).toHaveAttribute('href', '/explore?q=%23goldenretriever');
    expect(link).toHaveTextContent('12 posts');
    expect(within(region).getByRole('link', { name: /catnap/ })).toHaveTextContent('1 post');
    expect(callsTo(fetchMock, 'GET', '/api/hashtags/trending')[0].url).toBe('/api/hashtags/trending?limit=5');
  });

  it('encodes a tag into the search address, so it cannot add parameters or a fragment', async () => {
    mockApi({ 'GET /api/hashtags/trending': { hashtags: [{ tag: 'a&tab=x#y', postsCount: 2 }] } });
    renderWithProviders(<TrendingHashtags />);
    const link = await screen.findByRole('link', { name: /a&tab=x#y/ });
    expect(link).toHaveAttribute('href', '/explore?q=%23a%26tab%3Dx%23y');
  });

  it('says so when nothing is trending', async () => {
    mockApi({ 'GET /api/hashtags/trending': { hashtags: [] } });
    renderWithProviders(<TrendingHashtags />);
    expect(
      await screen.findByText('No trending hashtags yet. Add a #hashtag to your next post!'),
    ).toBeInTheDocument();
  });

  it('says so when the hashtags cannot be read', async () => {
    mockApi({ 'GET /api/hashtags/trending': () => Response.json({ message: 'down' }, { status: 503 }) });
    renderWithProviders(<TrendingHashtags />);
    expect(
      await screen.findByText('Trending hashtags could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
  });
});
