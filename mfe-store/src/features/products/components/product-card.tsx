import type { Product } from '@petcora/contracts';
import { Badge, Card } from '@petcora/ui';
import { PawPrint } from 'lucide-react';
import { formatPrice } from '../format-price';

export function ProductCard({ product }: { product: Product }) {
  const badge = product.isNew ? 'NEW' : product.isBestseller ? 'BESTSELLER' : null;
  return (
    <Card className="store-product">
      <div className="store-product__media">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt={product.name} width={400} height={300} loading="lazy" />
        ) : (
          <PawPrint className="store-product__placeholder" aria-hidden="true" />
        )}
        {badge && (
          <Badge tone={badge === 'NEW' ? 'primary' : 'accent'} className="store-product__badge">
            {badge}
          </Badge>
        )}
      </div>
      {product.petType && <p className="store-product__pet-type">{product.petType.toUpperCase()}</p>}
      <h3 className="store-product__name">{product.name}</h3>
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
