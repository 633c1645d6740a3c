import { Card } from '@petcora/ui/card';
import { Skeleton } from '@petcora/ui/feedback';
import { buttonClassName } from '@petcora/ui/button';
import { Package } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';

export function OrdersTab() {
  const orders = useOrders();

  if (orders.isPending) {
    return (
      <div className="orders" aria-busy="true">
        <span className="pc-visually-hidden" role="status">
          Loading orders
        </span>
        <Skeleton className="order-card__skeleton" />
        <Skeleton className="order-card__skeleton" />
      </div>
    );
  }
  if (orders.isError) {
    return (
      <Card role="alert">
        <h3>Error loading orders</h3>
        <p className="pc-muted">{orders.error.message}</p>
      </Card>
    );
  }
  if (orders.data.length === 0) {
    return (
      <Card className="orders-empty">
        <Package aria-hidden="true" />
        <h3>No Orders</h3>
        <p className="pc-muted">You haven&apos;t placed any orders yet.</p>
        <Link to="/store" className={buttonClassName('primary')}>
          Go to Store
        </Link>
      </Card>
    );
  }
  return (
    <div className="orders">
      {orders.data.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </div>
  );
}
