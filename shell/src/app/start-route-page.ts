import { matchPath } from 'react-router-dom';
import { startLoadingRemotePage } from '../remotes/remote-registry';
import { remoteRoutes } from './remote-routes';
import { withSiteQueries } from './with-site-queries';

/**
 * Starts loading the remote page of the address being opened (its code and the query cache) while the shell
 * hydrates, instead of after: the page's own render then takes the same load. Public pages
 * only: a page behind sign-in may not be shown to this visitor. A failure is left to the page, which shows its
 * fallback with "Try again".
 */
export function startLoadingRoutePage(pathname: string): void {
  const route = remoteRoutes.find(
    (candidate) => !candidate.protection && matchPath({ path: candidate.path, end: true }, pathname),
  );
  if (route) withSiteQueries(startLoadingRemotePage(route.remote, route.module)).catch(() => undefined);
}
