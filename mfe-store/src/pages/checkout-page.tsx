import { serverMessageOf } from '@petcora/api-client';
import type { OrderDetail } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCart } from '../features/cart/api/get-cart';
import { OrderSummary } from '../features/cart/components/order-summary';
import { CheckoutForm } from '../features/checkout/components/checkout-form';
import { OrderConfirmation } from '../features/checkout/components/order-confirmation';
import { signInHref } from '@petcora/session/redirect-after-login';
import './checkout-page.css';

/** /checkout (members; the shell sends visitors to sign in and back): shipping form, server-priced summary, confirmation. */
export default function CheckoutPage() {
  const status = useSession((state) => state.status);
  const cart = useCart();
  const [placed, setPlaced] = useState<OrderDetail | null>(null);

  let body;
  if (placed) {
    body = <OrderConfirmation order={placed} />;
  } else if (status === 'loading' || (status === 'authenticated' && cart.isPending)) {
    body = <PageSpinner label="Loading your cart" />;
  } else if (status === 'anonymous') {
    body = (
      <Card className="store-state">
        <p>Please sign in to check out. Your cart comes with you.</p>
        <Link to={signInHref('/checkout')} className={buttonClassName('primary')}>
          Sign in
        </Link>
      </Card>
    );
  } else if (cart.isError) {
    body = (
      <Card role="alert" className="store-state">
        <h2>We couldn&apos;t load your cart</h2>
        <p className="pc-muted">{serverMessageOf(cart.error) ?? 'Please try again in a moment.'}</p>
      </Card>
    );
  } else if (!cart.data || cart.data.lines.length === 0) {
    body = (
      <Card className="store-state">
        <h2>Your cart is empty</h2>
        <p className="pc-muted">Add a few products before checking out.</p>
        <Link to="/store" className={buttonClassName('primary')}>
          Browse Store
        </Link>
      </Card>
    );
  } else {
    const unavailable = cart.data.lines.some((line) => !line.available);
    body = (
      <div className="store-checkout">
        <div>
          {unavailable && (
            <p role="alert" className="store-checkout__error">
              Some items in your cart are no longer available. <Link to="/cart">Review your cart</Link> before
              placing the order.
            </p>
          )}
          <CheckoutForm disabled={unavailable} onPlaced={setPlaced} totalCents={cart.data.subtotal} />
        </div>
        <OrderSummary cart={cart.data} />
      </div>
    );
  }

  return (
    <div className="pc-container pc-page">
      <h1>Checkout</h1>
      {body}
    </div>
  );
}
