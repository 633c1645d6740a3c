import { PageSpinner } from '@petcora/ui/spinner';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { ProtectedRoute } from '../routes/protected-route';
import { remoteRoutes } from './remote-routes';
import { withSiteQueries } from './with-site-queries';

/** Shell pages other than home and 404 are split out, so the first load carries only what / needs. */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageSpinner label="Loading page" />}>
      <Page />
    </Suspense>
  );
}

const remotePageRoutes: RouteObject[] = remoteRoutes.map((route) => {
  const page = <RemotePage key={route.path} remote={route.remote} module={route.module} />;
  return {
    path: route.path,
    element: route.protection ? <ProtectedRoute variant={route.protection}>{page}</ProtectedRoute> : page,
  };
});

/** The site's one route table (spec: accounts-and-shell §2). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/about', element: lazyPage(() => import('../pages/about-page')) },
      { path: '/pet-haven', element: lazyPage(() => import('../pages/pet-haven-page')) },
      {
        path: '/membership',
        // Reads its plans with TanStack Query, which only pages that read data load.
        element: lazyPage(() =>
          withSiteQueries(import('../features/membership/components/membership-page').then((m) => m.default)),
        ),
      },
      { path: '/privacy', element: lazyPage(() => import('../pages/legal/privacy-page')) },
      { path: '/terms', element: lazyPage(() => import('../pages/legal/terms-page')) },
      { path: '/cookies', element: lazyPage(() => import('../pages/legal/cookies-page')) },
      ...remotePageRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
