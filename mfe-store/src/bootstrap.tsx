import '@petcora/ui/styles.css';
import AdminSquarePage from './pages/admin-square-page';
import StorePage from './pages/store-page';
import { mountStandalone } from './standalone/harness';

mountStandalone([
  { path: '/store', element: <StorePage /> },
  { path: '/admin/square', element: <AdminSquarePage /> },
]);
