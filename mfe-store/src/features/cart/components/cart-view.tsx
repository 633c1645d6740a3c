import { CART_MAX_QUANTITY, type CartLine } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { Link } from 'react-router-dom';
import { ProductLineHead } from '../../../components/product-line';
import { QuantityInput } from '../../../components/quantity-input';
import { formatUsd } from '@petcora/validation/money';
import { rememberRedirectAfterLogin, signInHref } from '@petcora/session/redirect-after-login';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { ProductListStates, RemoveLineButton } from '../../../components/product-list';
import './cart.css';

const CHECKOUT_PATH = '/checkout';

/** The cart page's body: lines with quantity and remove, unavailable lines marked, subtotal and 'Checkout'. */
export function CartView() {
  const cart = useCart();
  const signedIn = useSession((state) => state.status === 'authenticated');

  return (
    <ProductListStates
      query={cart}
      loadingLabel="Loading your cart"
      what="your cart"
      retry
      isEmpty={({ lines }) => lines.length === 0}
      empty={{ title: 'Your cart is empty', text: 'Find something your pet will love in our store.' }}
    >
      {({ lines, subtotal }) => <CartLines lines={lines} subtotal={subtotal} signedIn={signedIn} />}
    </ProductListStates>
  );
}

function CartLines({
  lines,
  subtotal,
  signedIn,
}: {
  lines: CartLine[];
  subtotal: number;
  signedIn: boolean;
}) {
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
      <RemoveLineButton
        label={`Remove ${line.name}`}
        className="store-cart__remove"
        disabled={remove.isPending}
        onRemove={() => remove.mutate({ productId: line.productId, name: line.name })}
      />
    </li>
  );
}
