import { createQueryClient } from '@petcora/api-client/query-client';
import { useSession } from '@petcora/session';
import { Toaster } from '@petcora/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

export interface HarnessRoute {
  path: string;
  element: ReactElement;
}

/**
 * Serves this remote's pages on their own for local development (`npm run serve`): the same
 * providers the shell gives them in production, with a bare list of links instead of the site chrome.
 */
export function mountStandalone(routes: HarnessRoute[]) {
  void useSession.getState().refresh();
  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <nav aria-label="Standalone pages" className="pc-container">
            {routes.map((route) => (
              <Link
                key={route.path}
                to={route.path.replace(/:(\w+)/g, 'demo')}
                style={{ marginRight: 'var(--pc-space-3)' }}
              >
                {route.path}
              </Link>
            ))}
          </nav>
          <main>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
              <Route path="*" element={<p className="pc-container pc-page">Pick a page above.</p>} />
            </Routes>
          </main>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
