import { createQueryClient } from '@petcora/api-client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { routes } from './routes';

// One query cache and one router for the whole site; remotes render inside both.
const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
