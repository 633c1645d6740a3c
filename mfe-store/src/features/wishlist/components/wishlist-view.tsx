import { Button, buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { formatUsd } from '@petcora/validation/money';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ProductLineHead } from '../../../components/product-line';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { LoadFailedCard } from '../../../components/load-failed-card';
import './wishlist.css';

/** The member's saved products, newest first; each opens its product dialog in the store. */
export function WishlistView() {
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();

  if (wishlist.isPending) return <PageSpinner label="Loading your wishlist" />;
  if (wishlist.isError) {
    return <LoadFailedCard what="your wishlist" error={wishlist.error} />;
  }
  if (wishlist.data.items.length === 0) {
    return (
      <Card className="store-state">
        <h2>Your wishlist is empty</h2>
        <p className="pc-muted">Tap &lsquo;Add to Wishlist&rsquo; on a product to save it for later.</p>
        <Link to="/store" className={buttonClassName('primary')}>
          Browse Store
        </Link>
      </Card>
    );
  }
  return (
    <ul className="store-wishlist" aria-label="Saved products">
      {wishlist.data.items.map((item) => (
        <li key={item.productId} aria-label={item.name}>
          <Card className="store-wishlist__item">
            <ProductLineHead
              productId={item.productId}
              name={item.name}
              imageUrl={item.imageUrl}
              image={item.image}
            >
              <p className="pc-muted">{formatUsd(item.price)}</p>
            </ProductLineHead>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${item.name} from your wishlist`}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ productId: item.productId, name: item.name })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
