import '@petcora/ui/styles.css';
import AdminSquarePage from './pages/admin-square-page';
import AdminOrdersPage from './pages/admin-orders-page';
import CartPage from './pages/cart-page';
import CheckoutPage from './pages/checkout-page';
import StorePage from './pages/store-page';
import WishlistPage from './pages/wishlist-page';
import { mountStandalone } from '@petcora/remote-harness';

mountStandalone([
  { path: '/store', element: <StorePage /> },
  { path: '/cart', element: <CartPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/wishlist', element: <WishlistPage /> },
  { path: '/admin/square', element: <AdminSquarePage /> },
  { path: '/admin/orders', element: <AdminOrdersPage /> },
]);
