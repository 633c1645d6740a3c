import '@petcora/ui/styles.css';
import AdminSquarePage from './pages/admin-square-page';
import StorePage from './pages/store-page';
import { mountStandalone } from '@petcora/remote-harness';

mountStandalone([
  { path: '/store', element: <StorePage /> },
  { path: '/admin/square', element: <AdminSquarePage /> },
]);
