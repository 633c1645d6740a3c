import { ApiError, serverMessageOf } from '@petcora/api-client';
import { CART_MAX_QUANTITY, type Product } from '@petcora/contracts';
import { Badge } from '@petcora/ui/feedback';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';
import { PageSpinner } from '@petcora/ui/spinner';
import { Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useProduct } from '../api/get-product';
import { formatPrice } from '../format-price';
import { ProductImage, productBadge } from './product-card';
import { QuantityInput } from '../../../components/quantity-input';
import { FromTheCommunity } from './from-the-community';
// Its own styles: the dialog also opens outside the store page (a product chip on a post card).
import './products.css';

export interface ProductDialogProps {
  /** The product in the address, or null when the dialog is closed. */
  productId: string | null;
  /** The product as the list already has it, shown at once while the server's copy loads. */
  placeholder?: Product;
  onClose: () => void;
  /** The buttons under the quantity (the page supplies the cart and wishlist actions). */
  renderActions: (product: Product, quantity: number) => ReactNode;
}

/** The product's own dialog: fixed five stars and '(42 reviews)', description, features, quantity and the actions. */
export function ProductDialog({ productId, placeholder, onClose, renderActions }: ProductDialogProps) {
  return (
    <Dialog open={productId !== null} onOpenChange={(open) => !open && onClose()}>
      {productId !== null && (
        <DialogContent className="store-dialog">
          {/* key: a new product starts again at quantity 1. */}
          <ProductDetail
            key={productId}
            productId={productId}
            placeholder={placeholder}
            renderActions={renderActions}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ProductDetail({
  productId,
  placeholder,
  renderActions,
}: Pick<ProductDialogProps, 'placeholder' | 'renderActions'> & { productId: string }) {
  const product = useProduct(productId, placeholder?.id === productId ? placeholder : undefined);
  const [quantity, setQuantity] = useState(1);

  if (product.isPending) {
    return (
      <>
        <DialogTitle className="pc-visually-hidden">Loading product</DialogTitle>
        <DialogDescription className="pc-visually-hidden">One moment, please.</DialogDescription>
        <PageSpinner label="Loading product" />
      </>
    );
  }
  if (product.isError) {
    // 400: not a product id at all (a hand-edited link); 404: gone from the catalogue.
    const missing = product.error instanceof ApiError && [400, 404].includes(product.error.status);
    return (
      <div role="alert">
        <DialogTitle>{missing ? 'Product not found' : "We couldn't load this product"}</DialogTitle>
        <DialogDescription>
          {missing
            ? 'This product is no longer in our store.'
            : (serverMessageOf(product.error) ?? 'Please try again in a moment.')}
        </DialogDescription>
      </div>
    );
  }

  const item = product.data;
  const badge = productBadge(item);
  const features = item.attributes?.features ?? [];
  return (
    <article className="store-detail" data-product-id={item.id}>
      <div className="store-detail__media store-product__media">
        <ProductImage product={item} eager />
        {badge && (
          <Badge tone={badge === 'NEW' ? 'primary' : 'accent'} className="store-product__badge">
            {badge}
          </Badge>
        )}
      </div>
      <div className="store-detail__body">
        {item.petType && <p className="store-product__pet-type">{item.petType.toUpperCase()}</p>}
        <DialogTitle>{item.name}</DialogTitle>
        <p className="store-detail__rating">
          <span className="store-detail__stars" role="img" aria-label="Rated 5 out of 5 stars">
            {Array.from({ length: 5 }, (_, index) => (
              <Star key={index} aria-hidden="true" />
            ))}
          </span>
          <span className="pc-muted">(42 reviews)</span>
        </p>
        <p className="store-detail__price">{formatPrice(item.price)}</p>
        {item.description ? (
          <DialogDescription>{item.description}</DialogDescription>
        ) : (
          <DialogDescription className="pc-visually-hidden">{`${item.name}, ${formatPrice(item.price)}`}</DialogDescription>
        )}
        {features.length > 0 && (
          <section aria-label="Features">
            <h3 className="store-detail__features-heading">Features</h3>
            <ul className="store-detail__features">
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        )}
        <QuantityInput value={quantity} onChange={setQuantity} min={1} max={CART_MAX_QUANTITY} />
        <div className="store-detail__actions">{renderActions(item, quantity)}</div>
        <FromTheCommunity productId={item.id} />
      </div>
    </article>
  );
}
