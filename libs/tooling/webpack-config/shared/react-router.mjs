// The one copy of react-router the shell and the remotes share (as `react-router-dom` and `react-router`).
// A shared module keeps every export, so sharing the package itself shipped all of react-router (server rendering,
// sessions, cookies, RSC: 60 KB gzipped). Re-exporting only what the apps use lets webpack drop the rest.
// Add a name here before using it in an app: the `shared-react-router` test fails on any name missing from this list.
// The `petcora-unshared-*` names are aliases (webpack-config) to react-router's own files, so this module's imports
// are not themselves shared.
export {
  createBrowserRouter,
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  useOutletContext,
  useRouteError,
  isRouteErrorResponse,
  generatePath,
  matchPath,
  matchRoutes,
} from 'petcora-unshared-react-router';
export { RouterProvider } from 'petcora-unshared-react-router/dom';
