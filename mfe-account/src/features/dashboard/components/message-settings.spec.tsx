import { useToastStore } from '@petcora/ui/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { MESSAGE_SETTINGS_PATH } from '../api/message-settings';
import { FOLLOWING_ONLY_LABEL, MessageSettingsCard } from './message-settings';

describe('MessageSettingsCard', () => {
  beforeEach(() => useToastStore.setState({ current: null }));

  it("shows the saved choice and turns 'Messages from people I follow only' on and off", async () => {
    let saved = 'everyone';
    const fetchMock = mockFetch((url, init) => {
      if (url !== MESSAGE_SETTINGS_PATH) return Response.json({ message: 'unexpected' }, { status: 404 });
      if (init.method === 'PUT')
        saved = (JSON.parse(String(init.body)) as { messagesFrom: string }).messagesFrom;
      return Response.json({ messagesFrom: saved });
    });
    renderWithProviders(<MessageSettingsCard />);
    const toggle = await screen.findByRole('switch', { name: FOLLOWING_ONLY_LABEL });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ messagesFrom: 'following' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(saved).toBe('everyone'));
    expect(toggle).not.toBeChecked();
  });

  it('goes back and says so when saving fails', async () => {
    mockFetch((_url, init) =>
      init.method === 'PUT'
        ? Response.json({ message: 'Service unavailable' }, { status: 503 })
        : Response.json({ messagesFrom: 'everyone' }),
    );
    renderWithProviders(<MessageSettingsCard />);
    const toggle = await screen.findByRole('switch', { name: FOLLOWING_ONLY_LABEL });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(useToastStore.getState().current).not.toBeNull());
    expect(toggle).not.toBeChecked();
  });
});
