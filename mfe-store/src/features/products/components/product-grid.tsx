import { Card } from '@petcora/ui';
import { useProducts } from '../api/get-products';
import { ProductCard, ProductCardSkeleton } from './product-card';
import './products.css';

const SKELETON_COUNT = 4;

export function ProductGrid() {
  const products = useProducts();

  if (products.isPending) {
    return (
      <div className="store-grid" aria-busy="true" aria-label="Loading products">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (products.isError) {
    return (
      <Card role="alert" className="store-state">
        <h2>We couldn&apos;t load the products</h2>
        <p className="pc-muted">Please try again in a moment.</p>
      </Card>
    );
  }

  if (products.data.length === 0) {
    return (
      <Card className="store-state">
        <h2>No products found</h2>
        <p className="pc-muted">Please check back later for our latest products!</p>
      </Card>
    );
  }

  return (
    <div className="store-grid">
      {products.data.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}
