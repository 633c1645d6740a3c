import { AdminGate } from '../components/admin-gate';
import { AdminOrdersPanel } from '../features/admin-orders/components/admin-orders-panel';

/**
 * /admin/orders: every order for operators. Admins only, gated like /admin/square: a visitor is asked to sign in, a
 * member sees 'Admins only'; the store's API refuses both anyway (401/403).
 */
export default function AdminOrdersPage() {
  return (
    <div className="pc-container pc-page">
      <h1>Orders</h1>
      <AdminGate path="/admin/orders" signInText="Please sign in as an admin to manage orders.">
        <AdminOrdersPanel />
      </AdminGate>
    </div>
  );
}
