import type { Product } from '@petcora/contracts';
import { Badge } from '@petcora/ui/feedback';
import { Card } from '@petcora/ui/card';
import { ResponsiveImage } from '@petcora/ui/responsive-image';
import { PawPrint } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../format-price';

export function productBadge(product: Pick<Product, 'isNew' | 'isBestseller'>): 'NEW' | 'BESTSELLER' | null {
  return product.isNew ? 'NEW' : product.isBestseller ? 'BESTSELLER' : null;
}

/** How wide a product picture is drawn: a grid card (columns of at least 15rem) or the product dialog's half. */
export const PRODUCT_CARD_IMAGE_SIZES = '(max-width: 767px) calc(100vw - 2rem), 22rem';
export const PRODUCT_DIALOG_IMAGE_SIZES = '(max-width: 767px) calc(100vw - 3rem), 28rem';

/**
 * A product's picture in its 4:3 box: the stored sizes (srcset, placeholder colour) when the store has them, else the
 * picture as the catalogue gives it (the demo's vector drawings stay vector), else a paw.
 */
export function ProductImage({ product, eager = false }: { product: Product; eager?: boolean }) {
  const alt = `${product.name}, product picture`;
  if (product.image)
    return (
      <ResponsiveImage
        image={product.image}
        alt={alt}
        sizes={eager ? PRODUCT_DIALOG_IMAGE_SIZES : PRODUCT_CARD_IMAGE_SIZES}
        box="layout"
        width={400}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
      />
    );
  return product.imageUrl ? (
    <img src={product.imageUrl} alt={alt} width={400} height={300} loading={eager ? 'eager' : 'lazy'} />
  ) : (
    <PawPrint className="store-product__placeholder" aria-hidden="true" />
  );
}

/**
 * One product of the grid. Its name is a link to the product's own address (the dialog), stretched over the card so
 * the whole card opens it; it is an ordinary link, so it also opens in a new tab.
 */
export function ProductCard({ product, href }: { product: Product; href: string }) {
  const badge = productBadge(product);
  return (
    <Card className="store-product" data-product-id={product.id}>
      <div className="store-product__media">
        <ProductImage product={product} />
        {badge && (
          <Badge tone={badge === 'NEW' ? 'primary' : 'accent'} className="store-product__badge">
            {badge}
          </Badge>
        )}
      </div>
      {product.petType && <p className="store-product__pet-type">{product.petType.toUpperCase()}</p>}
      <h3 className="store-product__name">
        <Link to={href} state={{ productOpenedFromList: true }} className="store-product__link">
          {product.name}
        </Link>
      </h3>
      {product.description && <p className="store-product__description pc-muted">{product.description}</p>}
      <p className="store-product__price">{formatPrice(product.price)}</p>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card className="store-product" aria-hidden="true" data-testid="product-skeleton">
      <div className="pc-skeleton store-product__media" />
      <div className="pc-skeleton store-skeleton-line" />
      <div className="pc-skeleton store-skeleton-line store-skeleton-line--short" />
    </Card>
  );
}
