import { CartView } from '../features/cart/components/cart-view';

/** /cart: the shopper's cart (visitors too). */
export default function CartPage() {
  return (
    <div className="pc-container pc-page">
      <h1>Your Cart</h1>
      <CartView />
    </div>
  );
}
