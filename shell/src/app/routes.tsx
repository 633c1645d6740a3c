import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { AboutPage } from '../pages/about-page';
import { CookiesPage } from '../pages/cookies-page';
import { HomePage } from '../pages/home-page';
import { MembershipPage } from '../pages/membership-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PetHavenPage } from '../pages/pet-haven-page';
import { PrivacyPage } from '../pages/privacy-page';
import { TermsPage } from '../pages/terms-page';
import { RemotePage } from '../remotes/remote-page';
import { ProtectedRoute } from '../routes/protected-route';
import { remoteRoutes } from './remote-routes';

const remotePageRoutes: RouteObject[] = remoteRoutes.map((route) => {
  const page = <RemotePage key={route.path} remote={route.remote} module={route.module} />;
  return { path: route.path, element: route.protected ? <ProtectedRoute>{page}</ProtectedRoute> : page };
});

/** The site's one route table (spec: accounts-and-shell §2). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/pet-haven', element: <PetHavenPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/cookies', element: <CookiesPage /> },
      { path: '/membership', element: <MembershipPage /> },
      ...remotePageRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
