// First: react-dom's client must find this hook when it loads.
import { commitPriorities, SYNC_LANE_PRIORITY } from '../testing/commit-priorities';
import { CART_COUNT_HINT_KEY } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { act, startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { CookieBanner } from '../features/consent/components/cookie-banner';
import { TopNav } from '../layout/top-nav';
import { loadRemotePage } from '../remotes/remote-registry';
import { RemotePage } from '../remotes/remote-page';

// After the hydration of a prerendered page, whatever reads a value that differs from the one the HTML was
// made with (the session known from the page's hint, "hydrated" itself, a cart hint) must change in a transition, not
// in the sync lane: `useSyncExternalStore` re-rendered the navigation, the banner and the page's placeholder
// synchronously right after the hydration's effects (up to 100-150 ms at a phone's CPU, docs/performance.md).

jest.mock('../remotes/remote-registry', () => ({ loadRemotePage: jest.fn() }));

function CommunityPage() {
  return <h1>Community</h1>;
}
function CartButton() {
  return <span>Store cart icon</span>;
}

function Frame({ hydrating }: { hydrating: boolean }): ReactNode {
  return (
    <AppProviders hydrating={hydrating}>
      <MemoryRouter initialEntries={['/community']}>
        <TopNav />
        <main>
          <RemotePage remote="social" module="CommunityPage" />
        </main>
        <CookieBanner />
      </MemoryRouter>
    </AppProviders>
  );
}

const initialSession = useSession.getState();
let root: Root | undefined;

/** The page as the build prerenders it (session loading), then hydrated with the session the page's hint gave. */
async function hydratePrerenderedFrame(): Promise<HTMLElement> {
  useSession.setState(initialSession, true);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Frame hydrating />);
  document.body.replaceChildren(container);
  expect(container.textContent).not.toContain('Sign in');
  useSession.setState({ status: 'anonymous', user: null }); // startSession with the no-session hint
  commitPriorities.length = 0;
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, <Frame hydrating />);
    });
  });
  return container;
}

describe('the prerendered frame after hydration', () => {
  beforeAll(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  });
  beforeEach(() => {
    jest
      .mocked(loadRemotePage)
      .mockImplementation(async (_remote, module) => (module === 'CartButton' ? CartButton : CommunityPage));
    localStorage.clear();
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
  });

  it('shows the session, the banner and the remote page without a render in the sync lane', async () => {
    const container = await hydratePrerenderedFrame();
    expect(container.querySelector('a[href="/auth"]')?.textContent).toBe('Sign in');
    expect(container.querySelector('h1')?.textContent).toBe('Community');
    expect(container.querySelector('[data-hydrated]')).not.toBeNull(); // the banner, marked hydrated
    expect(commitPriorities.length).toBeGreaterThan(1);
    expect(commitPriorities).not.toContain(SYNC_LANE_PRIORITY);
  });

  it("shows a returning visitor's cart icon from the store without a render in the sync lane", async () => {
    localStorage.setItem(CART_COUNT_HINT_KEY, '2');
    const container = await hydratePrerenderedFrame();
    expect(container.textContent).toContain('Store cart icon');
    expect(commitPriorities).not.toContain(SYNC_LANE_PRIORITY);
  });

  it('does not hold the session or the banner for a remote page that has not arrived', async () => {
    jest.mocked(loadRemotePage).mockImplementation(() => new Promise(() => undefined));
    const container = await hydratePrerenderedFrame();
    expect(container.querySelector('a[href="/auth"]')?.textContent).toBe('Sign in');
    expect(container.querySelector('[data-hydrated]')).not.toBeNull();
    expect(container.textContent).toContain('Loading page');
  });
});
