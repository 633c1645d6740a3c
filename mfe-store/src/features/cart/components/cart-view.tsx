import { CART_MAX_QUANTITY, type CartLine } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { Button, buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ProductLineHead } from '../../../components/product-line';
import { QuantityInput } from '../../../components/quantity-input';
import { formatUsd } from '@petcora/validation/money';
import { rememberRedirectAfterLogin, signInHref } from '@petcora/session/redirect-after-login';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { LoadFailedCard } from '../../../components/load-failed-card';
import './cart.css';

const CHECKOUT_PATH = '/checkout';

/** The cart page's body: lines with quantity and remove, unavailable lines marked, subtotal and 'Checkout'. */
export function CartView() {
  const cart = useCart();
  const signedIn = useSession((state) => state.status === 'authenticated');

  if (cart.isPending) return <PageSpinner label="Loading your cart" />;
  if (cart.isError) {
    return <LoadFailedCard what="your cart" error={cart.error} retry={cart.refetch} />;
  }

  const { lines, subtotal } = cart.data;
  if (lines.length === 0) {
    return (
      <Card className="store-state">
        <h2>Your cart is empty</h2>
        <p className="pc-muted">Find something your pet will love in our store.</p>
        <Link to="/store" className={buttonClassName('primary')}>
          Browse Store
        </Link>
      </Card>
    );
  }

  const unavailable = lines.filter((line) => !line.available).length;
  return (
    <div className="store-cart">
      <ul className="store-cart__lines" aria-label="Items in your cart">
        {lines.map((line) => (
          <CartLineRow key={line.productId} line={line} />
        ))}
      </ul>
      <Card className="store-cart__summary">
        <section aria-labelledby="cart-summary-heading" className="store-cart__summary-body">
          <h2 id="cart-summary-heading">Order summary</h2>
          <dl className="store-cart__totals">
            <dt>Subtotal</dt>
            <dd data-testid="cart-subtotal">{formatUsd(subtotal)}</dd>
          </dl>
          <p className="pc-muted store-cart__note">Shipping and any taxes are confirmed at checkout.</p>
          {unavailable > 0 ? (
            <p role="alert" className="pc-field__error">
              Remove the unavailable {unavailable === 1 ? 'item' : 'items'} before checking out.
            </p>
          ) : signedIn ? (
            <Link to={CHECKOUT_PATH} className={buttonClassName('primary', 'lg', 'store-cart__checkout')}>
              Checkout
            </Link>
          ) : (
            <>
              <Link
                to={signInHref(CHECKOUT_PATH)}
                onClick={() => rememberRedirectAfterLogin(CHECKOUT_PATH)}
                className={buttonClassName('primary', 'lg', 'store-cart__checkout')}
              >
                Checkout
              </Link>
              <p className="pc-muted store-cart__note">
                You&apos;ll sign in or create an account first; your cart comes with you.
              </p>
            </>
          )}
        </section>
      </Card>
    </div>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  return (
    <li className="store-cart__line" data-product-id={line.productId} aria-label={line.name}>
      <ProductLineHead
        productId={line.productId}
        name={line.name}
        imageUrl={line.imageUrl}
        image={line.image}
      >
        <p className="pc-muted">{formatUsd(line.unitPrice)} each</p>
        {!line.available && <p className="store-cart__unavailable">No longer available</p>}
      </ProductLineHead>
      <QuantityInput
        label={`Quantity of ${line.name}`}
        labelHidden
        value={line.quantity}
        min={1}
        max={CART_MAX_QUANTITY}
        disabled={!line.available || remove.isPending}
        onChange={(quantity) => update.mutate({ productId: line.productId, quantity })}
      />
      <p className="store-cart__line-total" aria-label={`Line total ${formatUsd(line.lineTotal)}`}>
        {line.available ? formatUsd(line.lineTotal) : '—'}
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="store-cart__remove"
        aria-label={`Remove ${line.name}`}
        disabled={remove.isPending}
        onClick={() => remove.mutate({ productId: line.productId, name: line.name })}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
