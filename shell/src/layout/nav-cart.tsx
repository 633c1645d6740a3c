import { CART_COUNT_HINT_KEY, cartCountFromHint } from '@petcora/contracts';
import { useSession, type SessionState } from '@petcora/session';
import { buttonClassName } from '@petcora/ui/button';
import { ShoppingCart } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { remoteRoutes } from '../app/remote-routes';
import { useHydrated } from '../prerender/use-hydrated';
import { useStoreAfterHydration } from '../prerender/use-store-after-hydration';
import { RemoteWidget } from '../remotes/remote-widget';
import { useOnceTrue } from './use-once-true';

const STORE_PAGES = remoteRoutes.filter((route) => route.remote === 'store').map((route) => route.path);

function subscribeToOtherTabs(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const isSignedIn = (state: SessionState) => state.status === 'authenticated';
const noHint = () => 0;

function cartCountHint(): number {
  try {
    return cartCountFromHint(localStorage.getItem(CART_COUNT_HINT_KEY));
  } catch {
    return 0; // No storage (private mode): no hint.
  }
}

/**
 * Whether the navigation needs the store's cart icon (code from the store remote) rather than the plain link: for a
 * member (their cart lives on the server), on a store page (the store's code is loading anyway), or when the store
 * left a count above 0 for a visitor's cart. A first visit to any other page fetches nothing from the store.
 */
function useStoreCartIconWanted(): boolean {
  // Both reads keep the prerendered HTML's values until the page is hydrated, then change in a transition (a
  // read that differs from the HTML's re-renders synchronously after the hydration otherwise).
  const signedIn = useStoreAfterHydration(useSession, isSignedIn);
  const { pathname } = useLocation();
  const onStorePage = STORE_PAGES.some((path) => matchPath(path, pathname) !== null);
  const hydrated = useHydrated();
  const itemsHinted =
    useSyncExternalStore(subscribeToOtherTabs, hydrated ? cartCountHint : noHint, noHint) > 0;
  return useOnceTrue(signedIn || onStorePage || itemsHinted);
}

/** The cart in the navigation: the store team's icon with its count when wanted, else a plain link. */
export function NavCart() {
  return useStoreCartIconWanted() ? (
    <RemoteWidget remote="store" module="CartButton" fallback={<CartLink />} />
  ) : (
    <CartLink />
  );
}

/** Also what stands in while the store's icon loads, or if the store is down. */
function CartLink() {
  return (
    <Link to="/cart" className={buttonClassName('ghost', 'sm', 'shell-nav__cart')} aria-label="Cart">
      <ShoppingCart aria-hidden="true" />
    </Link>
  );
}
