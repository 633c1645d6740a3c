import { CartButton } from '../features/cart/components/cart-button';

/** Exposed as `store/CartButton`: the shell's navigation mounts it, so the store team owns the cart icon. */
export default CartButton;
