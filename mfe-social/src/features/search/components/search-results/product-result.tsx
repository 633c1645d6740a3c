import type { SearchResults } from '@petcora/contracts';
import { formatUsd } from '@petcora/validation/money';
import { PawPrint } from 'lucide-react';
import { Link } from 'react-router-dom';

type ProductHit = SearchResults['products'][number];

/** A product found: image, name and price (cents as USD); opens the store searched for it. */
export function ProductResult({ product }: { product: ProductHit }) {
  return (
    <Link
      to={`/store?${new URLSearchParams({ search: product.name })}`}
      className="pc-card social-result-product"
    >
      {product.imageUrl ? (
        <img
          className="social-result-product__image"
          src={product.imageUrl}
          alt={product.name}
          width={160}
          height={160}
          loading="lazy"
        />
      ) : (
        <span className="social-result-product__image social-result-product__image--none" aria-hidden="true">
          <PawPrint />
        </span>
      )}
      <span className="social-result-product__name">{product.name}</span>
      <span className="social-result-product__price">{formatUsd(product.price)}</span>
    </Link>
  );
}
