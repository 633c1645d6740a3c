import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSession } from '@petcora/session';
import { CART_COUNT_HINT_KEY, type CurrentUser } from '@petcora/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('shell routes', () => {
  beforeAll(() => {
    // ScrollRestoration calls it; jsdom does not implement scrolling.
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.removeItem(CART_COUNT_HINT_KEY);
    jest.mocked(loadRemote).mockClear();
    globalThis.fetch = jest.fn(async () =>
      Response.json({ account: '/mfe/account/mf-manifest.json' }),
    ) as unknown as typeof fetch;
    jest.mocked(loadRemote).mockImplementation((id: string) =>
      // The navigation's cart icon and bell (remote widgets) stay loading unless a test says otherwise: their
      // fallbacks show.
      id === 'store/CartButton' || id === 'social/NotificationBell' || id === 'social/NotificationsMenuLink'
        ? new Promise(() => undefined)
        : Promise.resolve({ default: () => <h1>{`remote ${id}`}</h1> }),
    );
    useSession.setState({ status: 'anonymous', user: null });
  });

  it('shows the not-found page for an unknown route', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('renders the home hero with its two calls to action', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/store');
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/pet-haven');
    expect(screen.getByRole('link', { name: 'Pet Cora' })).toHaveAttribute('href', '/');
  });

  it('sends a visitor from a protected route to /auth, remembering where they were going', async () => {
    const router = renderAt('/dashboard/orders?page=2');
    expect(await screen.findByRole('heading', { name: 'remote account/AuthPage' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/dashboard/orders?page=2');
  });

  it('shows a spinner on a protected route while the session loads', () => {
    useSession.setState({ status: 'loading', user: null });
    renderAt('/profile');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });

  it('shows the Account Required card on a social route instead of redirecting', async () => {
    const router = renderAt('/user/maya');
    expect(await screen.findByRole('heading', { name: 'Account Required' })).toBeInTheDocument();
    expect(
      screen.getByText('You need to sign up or sign in to access this social feature'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up / Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/user/maya');
  });

  it('turns visitors away from the messages pages and lets members in', async () => {
    renderAt('/messages/maya');
    expect(await screen.findByRole('heading', { name: 'Account Required' })).toBeInTheDocument();
    useSession.setState({
      status: 'authenticated',
      user: { username: 'rex', displayName: 'Rex' } as CurrentUser,
    });
    expect(
      await screen.findByRole('heading', { name: 'remote social/MessageThreadPage' }),
    ).toBeInTheDocument();
  });

  it('loads the legal pages on demand with their date and way home', async () => {
    renderAt('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated: /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('lets a signed-in user through and points the logo at the dashboard', async () => {
    useSession.setState({
      status: 'authenticated',
      user: { username: 'maya', displayName: 'Maya' } as CurrentUser,
    });
    renderAt('/user/maya/followers');
    expect(await screen.findByRole('heading', { name: 'remote social/UserProfilePage' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pet Cora' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('shows the operators’ pages in the navigation to admins only', async () => {
    useSession.setState({
      status: 'authenticated',
      user: { username: 'maya', role: 'member' } as CurrentUser,
    });
    const { unmount } = render(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />,
    );
    await screen.findAllByRole('link', { name: 'Store' });
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
    unmount();
    useSession.setState({
      status: 'authenticated',
      user: { username: 'root', role: 'admin' } as CurrentUser,
    });
    renderAt('/');
    // The bar and the small-screen menu each have it.
    const links = await screen.findAllByRole('link', { name: 'Moderation', hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/moderation',
      '/admin/moderation',
    ]);
  });

  describe("the navigation's cart", () => {
    const storeCartIcon = async (id: string) => ({
      default: () =>
        id === 'store/CartButton' ? <a href="/cart">Cart, 2 items</a> : <h1>{`remote ${id}`}</h1>,
    });
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    it("is a plain link on a visitor's first visit: nothing is fetched from the store", async () => {
      jest.mocked(loadRemote).mockImplementation(storeCartIcon);
      renderAt('/');
      await settle();
      expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
      expect(loadRemote).not.toHaveBeenCalledWith('store/CartButton');
    });

    it("is the store's icon with its count when the store left a count for the visitor's cart", async () => {
      jest.mocked(loadRemote).mockImplementation(storeCartIcon);
      localStorage.setItem(CART_COUNT_HINT_KEY, '2');
      renderAt('/');
      expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
      expect(loadRemote).toHaveBeenCalledWith('store/CartButton');
    });

    it.each(['0', '', 'abc', '-3', '2.5', ' 2', '1e3', '99999', '<img src=x onerror=alert(1)>'])(
      'ignores a count hint that is not a plain count above 0 (%j)',
      async (hint) => {
        jest.mocked(loadRemote).mockImplementation(storeCartIcon);
        localStorage.setItem(CART_COUNT_HINT_KEY, hint);
        renderAt('/');
        await settle();
        expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
        expect(loadRemote).not.toHaveBeenCalledWith('store/CartButton');
      },
    );

    it("is the store's icon for a member, whose cart lives on the server", async () => {
      jest.mocked(loadRemote).mockImplementation(storeCartIcon);
      useSession.setState({ status: 'authenticated', user: { username: 'maya' } as CurrentUser });
      renderAt('/');
      expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    });

    it("is the store's icon on a store page, and stays so on the next page", async () => {
      jest.mocked(loadRemote).mockImplementation(storeCartIcon);
      const router = renderAt('/store');
      expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
      await act(() => router.navigate('/about'));
      expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    });
  });

  it('keeps a plain cart link in the navigation when the store remote is down', async () => {
    localStorage.setItem(CART_COUNT_HINT_KEY, '2');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadRemote).mockImplementation(async (id: string) => {
      if (id === 'store/CartButton') throw new Error('store remote unreachable');
      return { default: () => <h1>{`remote ${id}`}</h1> };
    });
    renderAt('/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/store');
    jest.restoreAllMocks();
  });

  describe("the navigation's notification bell", () => {
    const member = () =>
      useSession.setState({ status: 'authenticated', user: { username: 'maya' } as CurrentUser });

    it('is not there for a visitor, and nothing is fetched from the social remote for it', async () => {
      renderAt('/');
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalledWith('social/NotificationBell');
    });

    it("is the social team's bell with its count for a member, on every page", async () => {
      jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
        default: () =>
          id === 'social/NotificationBell' ? (
            <a href="/notifications">Notifications, 2 unread</a>
          ) : (
            <h1>{`remote ${id}`}</h1>
          ),
      }));
      member();
      renderAt('/about');
      expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
        'href',
        '/notifications',
      );
      expect(loadRemote).toHaveBeenCalledWith('social/NotificationBell');
    });

    it('stays a plain link to /notifications while the bell loads, and in the small-screen menu', () => {
      member();
      renderAt('/');
      expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
      const menu = document.getElementById('shell-mobile-menu')!;
      expect(menu.querySelector('a[href="/notifications"]')).toHaveTextContent('Notifications');
    });

    it("puts the social team's count in the small-screen menu's entry, styled as the menu's links", async () => {
      jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
        default: (props: { className?: string }) =>
          id === 'social/NotificationsMenuLink' ? (
            <a href="/notifications" className={props.className}>
              Notifications 3
            </a>
          ) : (
            <h1>{`remote ${id}`}</h1>
          ),
      }));
      member();
      renderAt('/about');
      const menu = document.getElementById('shell-mobile-menu')!;
      await waitFor(() =>
        expect(menu.querySelector('a[href="/notifications"]')).toHaveTextContent('Notifications 3'),
      );
      expect(menu.querySelector('a[href="/notifications"]')).toHaveClass('shell-nav__link');
      expect(loadRemote).toHaveBeenCalledWith('social/NotificationsMenuLink');
    });

    it('routes /notifications to the social remote for members', async () => {
      member();
      renderAt('/notifications');
      expect(
        await screen.findByRole('heading', { name: 'remote social/NotificationsPage' }),
      ).toBeInTheDocument();
    });
  });
});
