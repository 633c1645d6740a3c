import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSession } from '@petcora/session';
import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

// Counts loads of the module that brings TanStack Query and the site's query cache (on globalThis: the factory may
// run while this file's own imports are being evaluated).
const loads = globalThis as { queryCacheLoads?: number };
jest.mock('./site-query-provider', () => {
  const counter = globalThis as { queryCacheLoads?: number };
  counter.queryCacheLoads = (counter.queryCacheLoads ?? 0) + 1;
  return jest.requireActual('./site-query-provider');
});

/** A remote page that reads the query cache, as every remote's data page does. */
function PageReadingQueries() {
  const client = useQueryClient();
  return <h1>{client ? 'remote page with the query cache' : 'no cache'}</h1>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

// In order: the module registry keeps the query module once loaded.
describe('the site query cache (TanStack Query)', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  beforeEach(() => {
    useSession.setState({ status: 'anonymous', user: null });
    globalThis.fetch = jest.fn(async () =>
      Response.json({ store: '/mfe/store/mf-manifest.json' }),
    ) as unknown as typeof fetch;
    jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
      default: id === 'store/CartButton' ? () => <a href="/cart">Cart, 0 items</a> : PageReadingQueries,
    }));
  });

  it('is not loaded by the home page', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads.queryCacheLoads ?? 0).toBe(0);
  });

  it("is loaded with a remote's page, which renders inside it", async () => {
    renderAt('/store');
    expect(
      await screen.findByRole('heading', { name: 'remote page with the query cache' }),
    ).toBeInTheDocument();
    expect(loads.queryCacheLoads).toBe(1);
  });
});
