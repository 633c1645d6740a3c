import { useSession } from '@petcora/session';
import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { Link } from 'react-router-dom';
import { signInHref } from '@petcora/session/redirect-after-login';
import { WishlistView } from '../features/wishlist/components/wishlist-view';

/** /wishlist (members; the shell also guards the route). */
export default function WishlistPage() {
  const status = useSession((state) => state.status);
  return (
    <div className="pc-container pc-page">
      <h1>Your Wishlist</h1>
      {status === 'loading' ? (
        <PageSpinner label="Checking your session" />
      ) : status === 'anonymous' ? (
        <Card className="store-state">
          <p>Please sign in to see your wishlist.</p>
          <Link to={signInHref('/wishlist')} className={buttonClassName('primary')}>
            Sign in
          </Link>
        </Card>
      ) : (
        <WishlistView />
      )}
    </div>
  );
}
