import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePage } from './remote-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);

function StorePage() {
  return <h1>Natural Pet Store</h1>;
}

describe('RemotePage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn(async () =>
      Response.json({
        store: '/mfe/store/mf-manifest.json',
        social: 'https://cdn.example.com/social/mf-manifest.json',
      }),
    ) as unknown as typeof fetch;
    loadRemoteMock.mockReset();
  });

  it('registers the remotes read from /api/remotes and renders the loaded page', async () => {
    loadRemoteMock.mockResolvedValue({ default: StorePage });
    render(<RemotePage remote="store" module="StorePage" />);
    expect(await screen.findByRole('heading', { name: 'Natural Pet Store' })).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/remotes', expect.anything());
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'store', entry: 'http://localhost/mfe/store/mf-manifest.json' },
        { name: 'social', entry: 'https://cdn.example.com/social/mf-manifest.json' },
      ],
      { force: true },
    );
    expect(loadRemoteMock).toHaveBeenCalledWith('store/StorePage');
  });

  it('shows a friendly fallback when the remote fails, and "Try again" loads it afresh', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('RUNTIME-003: manifest timed out'))
      .mockResolvedValueOnce({ default: StorePage });
    render(<RemotePage remote="store" module="StorePage" />);

    expect(
      await screen.findByRole('heading', { name: "This part of Pet Cora didn't load" }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Natural Pet Store' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('falls back when a remote module has no default export', async () => {
    loadRemoteMock.mockResolvedValue(null);
    render(<RemotePage remote="store" module="Missing" />);
    expect(
      await screen.findByRole('heading', { name: "This part of Pet Cora didn't load" }),
    ).toBeInTheDocument();
  });
});
