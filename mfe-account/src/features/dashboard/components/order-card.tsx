import { PAYMENT_STATE_LABELS, type OrderSummary } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { useId, useState } from 'react';
import { formatUsd } from '../../../lib/money';
import { orderNumber, orderTotalCents } from '../utils/order-status';
import { OrderDetailsPanel } from './order-details';
import { StatusBadge } from './status-badge';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function OrderCard({ order }: { order: OrderSummary }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const placed = new Date(order.orderDate ?? order.createdAt);
  const number = orderNumber(order.id);
  return (
    <Card className="order-card" aria-label={`Order #${number}`} role="article">
      <div className="order-card__head">
        <div>
          <h3 className="order-card__title">Order #{number}</h3>
          <p className="pc-muted order-card__date">
            Placed on <time dateTime={placed.toISOString()}>{dateFormat.format(placed)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <p className="order-card__address">{order.shippingAddress || 'No shipping address provided'}</p>
      <div className="order-card__foot">
        <p className="order-card__total">
          <span className="pc-muted">Total</span> <strong>{formatUsd(orderTotalCents(order))}</strong>
          {order.paymentState && (
            <span className="pc-muted order-card__payment">
              {' '}
              · {PAYMENT_STATE_LABELS[order.paymentState]}
            </span>
          )}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Hide Details' : 'View Details'}
        </Button>
      </div>
      {open && <OrderDetailsPanel orderId={order.id} id={detailsId} />}
    </Card>
  );
}
