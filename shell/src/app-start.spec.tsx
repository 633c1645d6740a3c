import type { ReactNode } from 'react';

// The app's start (app-start.tsx) renders or hydrates the root inside a transition, so React works in ~5 ms slices
// and yields to the browser between them instead of one long task per render. A click on a part not yet
// hydrated is still handled: React hydrates that part synchronously and replays the click (e2e consent and splash
// specs click right after the page loaded).

let inTransition = false;
const calls: Array<{ kind: 'hydrate' | 'render'; inTransition: boolean }> = [];

jest.mock('react', () => {
  const actual = jest.requireActual<typeof import('react')>('react');
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      inTransition = true;
      try {
        actual.startTransition(scope);
      } finally {
        inTransition = false;
      }
    },
  };
});
jest.mock('react-dom/client', () => ({
  hydrateRoot: () => {
    calls.push({ kind: 'hydrate', inTransition });
    return {};
  },
  createRoot: () => ({
    render: (_app: ReactNode) => {
      calls.push({ kind: 'render', inTransition });
    },
  }),
}));
jest.mock('@petcora/session', () => ({ startSession: jest.fn() }));
jest.mock('./app/app', () => ({ App: () => null }));
jest.mock('./app/start-route-page', () => ({ startLoadingRoutePage: jest.fn() }));
jest.mock('./remotes/remote-registry', () => ({ ensureRemotesRegistered: () => Promise.resolve() }));

function startWith(rootHtml: string) {
  document.body.innerHTML = rootHtml;
  calls.length = 0;
  jest.isolateModules(() => {
    // The module runs on import: a fresh copy per test (its imports still resolve to the mocks above).
    jest.requireActual('./app-start');
  });
  return calls;
}

describe('the app start', () => {
  it('hydrates a page prerendered for this path inside a transition', () => {
    window.history.replaceState(null, '', '/');
    expect(startWith('<div id="root" data-prerendered="/"><main>Home</main></div>')).toEqual([
      { kind: 'hydrate', inTransition: true },
    ]);
  });

  it('renders a page that was not prerendered inside a transition', () => {
    window.history.replaceState(null, '', '/orders');
    expect(startWith('<div id="root"></div>')).toEqual([{ kind: 'render', inTransition: true }]);
  });
});
