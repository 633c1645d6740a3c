import type { NotificationPreferences } from '@petcora/contracts';
import { useToastStore } from '@petcora/ui/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { NotificationSettings } from './notification-settings';

const allOn: NotificationPreferences = {
  like: true,
  repet: true,
  comment: true,
  reply: true,
  follow: true,
  mention: true,
  message: true,
};

describe('NotificationSettings', () => {
  beforeEach(() => useToastStore.setState({ current: null }));

  it('shows one switch per kind with its state, and saves the one that moves', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init?.method === 'PUT'
        ? Response.json({ ...allOn, ...JSON.parse(String(init.body)) })
        : Response.json({ ...allOn, follow: false }),
    );
    renderWithProviders(<NotificationSettings />);
    const likes = await screen.findByRole('switch', { name: 'Likes' });
    expect(likes).toBeChecked();
    expect(screen.getByRole('switch', { name: 'New followers' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(7);

    await userEvent.click(likes);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Likes' })).not.toBeChecked());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/notifications/preferences');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ like: false });
  });

  it('puts the switch back and says so when the save fails', async () => {
    mockFetch((_url, init) =>
      init?.method === 'PUT'
        ? Response.json({ message: 'Service unavailable' }, { status: 503 })
        : Response.json(allOn),
    );
    renderWithProviders(<NotificationSettings />);
    const mentions = await screen.findByRole('switch', { name: 'Mentions' });
    await userEvent.click(mentions);
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Settings not saved'));
    expect(screen.getByRole('switch', { name: 'Mentions' })).toBeChecked();
  });
});
