import { useSession } from '@petcora/session';
import { Button, buttonClassName } from '@petcora/ui/button';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { rememberRedirectAfterLogin, signInHref } from '@petcora/session/redirect-after-login';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlist } from '../api/get-wishlist';
import './wishlist.css';

/**
 * 'Add to Wishlist': members save the product (or see it is saved); a visitor is asked to sign in, with a link that
 * comes back to this product.
 */
export function AddToWishlistButton({ product }: { product: { id: string; name: string } }) {
  const signedIn = useSession((state) => state.status === 'authenticated');
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const [askSignIn, setAskSignIn] = useState(false);
  const location = useLocation();
  const here = location.pathname + location.search;
  const saved = wishlist.data?.items.some((item) => item.productId === product.id) ?? false;

  return (
    <>
      <Button
        variant="secondary"
        disabled={add.isPending || saved}
        onClick={() => {
          if (!signedIn) {
            setAskSignIn(true);
            return;
          }
          add.mutate({ productId: product.id, name: product.name });
        }}
      >
        <Heart aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
        {saved ? 'In your wishlist' : 'Add to Wishlist'}
      </Button>
      {askSignIn && !signedIn && (
        <div role="alert" className="store-wishlist__prompt">
          <p>
            <strong>Sign in required</strong>
            <br />
            Please sign in to save products to your wishlist.
          </p>
          <Link
            to={signInHref(here)}
            className={buttonClassName('primary', 'sm')}
            onClick={() => rememberRedirectAfterLogin(here)}
          >
            Sign in
          </Link>
        </div>
      )}
    </>
  );
}
