import { CART_COOKIE_MAX_AGE_DAYS } from '@petcora/contracts';

/**
 * A visitor cart lives while its cookie would: 30 days since its last change (every change renews the cookie). The
 * reads treat an older one as gone; the scheduled clean-up deletes it (cart-cleanup.ts).
 */
export const VISITOR_CART_MAX_AGE_DAYS = CART_COOKIE_MAX_AGE_DAYS;

/** SQL condition on `carts c`: the visitor cart is still alive. */
export const VISITOR_CART_ALIVE = `c.updated_at > now() - interval '${VISITOR_CART_MAX_AGE_DAYS} days'`;

/** SQL condition on `carts c`: a visitor cart past its lifetime (the exact complement of VISITOR_CART_ALIVE). */
export const VISITOR_CART_EXPIRED = `c.user_id IS NULL AND c.updated_at <= now() - interval '${VISITOR_CART_MAX_AGE_DAYS} days'`;
