import { orderNumber, type OrderDetail } from '@petcora/contracts';
import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { formatUsd } from '@petcora/validation/money';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import './checkout.css';

/** After checkout: the order number, what was ordered and the way to the dashboard, where the order now shows. */
export function OrderConfirmation({ order }: { order: OrderDetail }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the news so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="store-confirmation" aria-labelledby="order-confirmation-heading">
      <CheckCircle2 className="store-confirmation__icon" aria-hidden="true" />
      <h2 id="order-confirmation-heading" ref={heading} tabIndex={-1}>
        Thank you! Your order is placed.
      </h2>
      <p>
        Order number <strong data-testid="order-number">#{orderNumber(order.order.id)}</strong>
      </p>
      <ul className="store-summary__lines">
        {order.items.map((item) => (
          <li key={item.id}>
            <span>
              {item.product?.name ?? item.productId} <span className="pc-muted">× {item.quantity}</span>
            </span>
            <span>{formatUsd(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="store-confirmation__total">
        Total <strong>{formatUsd(order.order.totalAmount)}</strong>
      </p>
      <p className="pc-muted">
        {order.order.shippingMethod} · {order.order.paymentMethod} · status {order.order.status}
      </p>
      <Link to="/dashboard" className={buttonClassName('primary')}>
        View your orders
      </Link>
    </Card>
  );
}
