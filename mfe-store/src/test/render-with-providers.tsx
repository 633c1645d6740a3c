import { createQueryClient } from '@petcora/api-client/query-client';
import { Toaster } from '@petcora/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Renders a page with the providers the shell gives it: a fresh query cache and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function OtherPage() {
  const location = useLocation();
  return <h1>{`page ${location.pathname}${location.search}`}</h1>;
}

/**
 * Renders `ui` at `path` inside a memory router with history (so Back works) and the shell's toaster; any other
 * address renders a heading naming it. Returns the router to read and drive the address.
 */
export function renderRoute(ui: ReactElement, { path, at }: { path: string; at: string }) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <OtherPage /> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** The router's current address, path and query. */
export function addressOf(router: ReturnType<typeof createMemoryRouter>): string {
  return router.state.location.pathname + router.state.location.search;
}
