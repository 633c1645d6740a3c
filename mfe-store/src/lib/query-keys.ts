/**
 * Query keys more than one feature touches (a page composes them: the dialog adds to the cart, checkout empties it).
 * The cart's key carries who it belongs to, so signing in or out reads the other cart (the server merges a visitor's
 * cart into the member's on that first read).
 */
export const CART_PATH = '/api/cart';
export const WISHLIST_PATH = '/api/wishlist';

export function cartQueryKey(owner: string) {
  return [CART_PATH, owner] as const;
}

export function wishlistQueryKey(owner: string) {
  return [WISHLIST_PATH, owner] as const;
}
