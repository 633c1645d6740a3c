import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityClaims } from '@petcora/contracts';
import { clientAddressOf, clientKey } from '@petcora/nest-common';
import type { CookieAction, Shopper } from './cart.service';
import { clearCartCookie, readCartToken, setCartCookie } from './cart-token';

/**
 * The caller as a shopper: the member's id when signed in, the cart cookie's token either way, and the client key
 * (the address the gateway decided, read by clientAddressOf of @petcora/nest-common) that budgets new visitor carts.
 */
export function shopperOf(identity: IdentityClaims | null, req: FastifyRequest): Shopper {
  return {
    userId: identity?.sub ?? null,
    token: readCartToken(req),
    client: clientKey(clientAddressOf(req)),
  };
}

export function applyCookie(reply: FastifyReply, action: CookieAction): void {
  if (!action) return;
  if ('set' in action) setCartCookie(reply, action.set);
  else clearCartCookie(reply);
}
