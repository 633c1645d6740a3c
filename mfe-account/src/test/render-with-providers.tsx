import { createQueryClient } from '@petcora/api-client/query-client';
import { Toaster } from '@petcora/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a page with the providers the shell gives it: a fresh query cache, a router and the toaster. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch with a handler; answers 404 for anything the handler does not know. */
export function mockFetch(handler: Handler) {
  const mock = jest.fn((url: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(url), init ?? {})),
  );
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** A JSON answer with the given status, as the account API sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
