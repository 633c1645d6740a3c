import type { Request, Response } from 'express';
import type { IdentityClaims } from '@petcora/contracts';
import type { CookieAction, Shopper } from './cart.service';
import { clearCartCookie, readCartToken, setCartCookie } from './cart-token';

/** The caller as a shopper: the member's id when signed in, and the cart cookie's token either way. */
export function shopperOf(identity: IdentityClaims | null, req: Request): Shopper {
  return { userId: identity?.sub ?? null, token: readCartToken(req) };
}

export function applyCookie(res: Response, action: CookieAction): void {
  if (!action) return;
  if ('set' in action) setCartCookie(res, action.set);
  else clearCartCookie(res);
}
