import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { routes } from './routes';

// One router for the whole site; remotes render inside it. The query cache comes with the pages that read data
// (with-site-queries.tsx).
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
