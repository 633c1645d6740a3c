import { Card } from '@petcora/ui/card';
import { formatUsd } from '@petcora/validation/money';
import { ProductLineHead } from '../../../components/product-line';
import { ProductListStates, RemoveLineButton } from '../../../components/product-list';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import './wishlist.css';

/** The member's saved products, newest first; each opens its product dialog in the store. */
export function WishlistView() {
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();

  return (
    <ProductListStates
      query={wishlist}
      loadingLabel="Loading your wishlist"
      what="your wishlist"
      isEmpty={({ items }) => items.length === 0}
      empty={{
        title: 'Your wishlist is empty',
        text: 'Tap \u2018Add to Wishlist\u2019 on a product to save it for later.',
      }}
    >
      {({ items }) => (
        <ul className="store-wishlist" aria-label="Saved products">
          {items.map((item) => (
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
                <RemoveLineButton
                  label={`Remove ${item.name} from your wishlist`}
                  disabled={remove.isPending}
                  onRemove={() => remove.mutate({ productId: item.productId, name: item.name })}
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ProductListStates>
  );
}
