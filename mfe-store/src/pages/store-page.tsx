import { ProductGrid } from '../features/products/components/product-grid';

/** /store: the natural pet product catalogue. */
export default function StorePage() {
  return (
    <div className="pc-container pc-page">
      <h1>Natural Pet Store</h1>
      <p className="pc-muted">Natural grooming and wellness products for the pets you love.</p>
      <ProductGrid />
    </div>
  );
}
