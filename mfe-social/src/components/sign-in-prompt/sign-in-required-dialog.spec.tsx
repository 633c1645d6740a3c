import { fireEvent, screen, within } from '@testing-library/react';
import CommunityPage from '../../pages/community-page';
import { REDIRECT_AFTER_LOGIN_KEY } from '@petcora/session/redirect-after-login';
import { renderWithProviders } from '../../test/render-with-providers';
import { resetUiState, signOutVisitor } from '../../test/posts';

describe('sign-in prompts for visitors', () => {
  beforeEach(() => {
    resetUiState();
    signOutVisitor();
    sessionStorage.clear();
    globalThis.fetch = jest.fn() as unknown as typeof fetch;
  });

  async function expectPrompt(reason: string) {
    const dialog = await screen.findByRole('dialog', { name: 'Sign in required' });
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }

  it('asks visitors to sign in for every action, with the spec text, and calls nothing', async () => {
    renderWithProviders(<CommunityPage />, { route: '/community' });
    const [firstPost] = screen.getAllByRole('article');
    const card = within(firstPost);
    fireEvent.click(card.getByRole('button', { name: 'Like' }));
    await expectPrompt('Please sign in to like posts');
    fireEvent.click(card.getByRole('button', { name: 'Repet' }));
    await expectPrompt('Please sign in to repet posts');
    fireEvent.click(card.getByRole('button', { name: 'Bookmark' }));
    await expectPrompt('Please sign in to bookmark posts');
    fireEvent.click(card.getByRole('button', { name: 'Comment' }));
    fireEvent.change(card.getByLabelText('Add a comment...'), { target: { value: 'Hello' } });
    fireEvent.click(card.getByRole('button', { name: 'Post' }));
    await expectPrompt('Please sign in to comment');
    fireEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await expectPrompt('Please sign in to create a post');
    // Only the page's public reads (sidebar hashtags and suggestions) went out: no action reached the server.
    const calls = (globalThis.fetch as jest.Mock).mock.calls as [string, RequestInit | undefined][];
    expect(calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
  });

  it('links to /auth and remembers the page to come back to', async () => {
    renderWithProviders(<CommunityPage />, { route: '/community?tab=explore' });
    fireEvent.click(within(screen.getAllByRole('article')[0]).getByRole('button', { name: 'Like' }));
    const link = within(await screen.findByRole('dialog')).getByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', `/auth?returnTo=${encodeURIComponent('/community?tab=explore')}`);
    fireEvent.click(link);
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/community?tab=explore');
  });
});
