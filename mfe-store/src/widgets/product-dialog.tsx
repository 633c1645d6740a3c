import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { ProductDialog } from '../features/products/components/product-dialog';
import { AddToWishlistButton } from '../features/wishlist/components/add-to-wishlist-button';

export interface StoreProductDialogProps {
  /** The product to show, or null when closed. */
  productId: string | null;
  onClose: () => void;
}

/**
 * Exposed as `store/ProductDialog`: the store's own product dialog, with Add to Cart (the navigation's cart count
 * follows: one query cache) and 'From the community', opened in place by other areas (a product chip on a post card).
 */
export default function StoreProductDialog({ productId, onClose }: StoreProductDialogProps) {
  return (
    <ProductDialog
      productId={productId}
      onClose={onClose}
      renderActions={(product, quantity) => (
        <>
          <AddToWishlistButton product={product} />
          <AddToCartButton product={product} quantity={quantity} />
        </>
      )}
    />
  );
}
