import { COUNT_LINK_CLASS, CountBadge } from '@petcora/ui/count-badge';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCart } from '../api/get-cart';
import { useCartCountHint } from '../hooks/use-cart-count-hint';
import { useCartOwner } from '../hooks/use-cart-owner';
import './cart.css';

export function cartLabel(count: number): string {
  return count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
}

/**
 * The navigation's cart icon with the number of items (exposed to the shell as `store/CartButton`). Until the cart is
 * read it shows no number; a failed read still leaves a working link to /cart.
 */
export function CartButton() {
  const cart = useCart();
  const count = cart.data?.itemCount ?? 0;
  useCartCountHint(useCartOwner(), cart.data?.itemCount);
  return (
    <Link
      to="/cart"
      className={`pc-button pc-button--ghost pc-button--sm ${COUNT_LINK_CLASS}`}
      aria-label={cartLabel(count)}
    >
      <ShoppingCart aria-hidden="true" />
      <CountBadge count={count} testId="cart-count" />
    </Link>
  );
}
