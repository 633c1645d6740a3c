import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { routes } from './routes';

// One router for the whole site; remotes render inside it. The query cache comes with the pages that read data
// (with-site-queries.tsx).
const router = createBrowserRouter(routes);

/** `hydrating`: the root takes over prerendered HTML (hydrateRoot) rather than rendering from scratch. */
export function App({ hydrating }: { hydrating: boolean }) {
  return (
    <AppProviders hydrating={hydrating}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
