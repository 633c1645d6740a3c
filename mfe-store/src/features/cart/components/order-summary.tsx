import type { Cart } from '@petcora/contracts';
import { Card } from '@petcora/ui/card';
import { formatUsd } from '@petcora/validation/money';
import './cart.css';

/** Checkout's read-only summary of the cart, priced by the server. */
export function OrderSummary({ cart }: { cart: Cart }) {
  const lines = cart.lines.filter((line) => line.available);
  return (
    <Card className="store-cart__summary">
      <section aria-labelledby="order-summary-heading" className="store-cart__summary-body">
        <h2 id="order-summary-heading">Order summary</h2>
        <ul className="store-summary__lines">
          {lines.map((line) => (
            <li key={line.productId}>
              <span>
                {line.name} <span className="pc-muted">× {line.quantity}</span>
              </span>
              <span>{formatUsd(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="store-cart__totals">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatUsd(cart.subtotal)}</dd>
        </dl>
      </section>
    </Card>
  );
}
