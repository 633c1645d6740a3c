import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { Spinner } from '@petcora/ui/spinner';
import { useProducts } from '../api/get-products';
import type { StoreFilters } from '../store-filters';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { LoadFailedCard } from '../../../components/load-failed-card';
import './products.css';

const SKELETON_COUNT = 4;

/** The filtered list: four skeleton cards while loading, the cards, 'Load more', the empty and the error state. */
export function ProductGrid({
  filters,
  productHref,
}: {
  filters: StoreFilters;
  /** The address that opens a product's dialog over this list. */
  productHref: (productId: string) => string;
}) {
  const products = useProducts(filters);

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
    return <LoadFailedCard what="the products" error={products.error} retry={products.refetch} />;
  }

  const list = products.data.pages.flatMap((page) => page.products);
  if (list.length === 0) {
    return (
      <Card className="store-state">
        <h2>No products found</h2>
        <p className="pc-muted">Please check back later for our latest products!</p>
      </Card>
    );
  }

  return (
    <>
      <p className="pc-visually-hidden" role="status">
        {`${list.length}${products.hasNextPage ? '+' : ''} products shown`}
      </p>
      <ul className="store-grid" aria-label="Products">
        {list.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} href={productHref(product.id)} />
          </li>
        ))}
      </ul>
      {products.hasNextPage && (
        <div className="store-load-more">
          <Button
            variant="secondary"
            onClick={() => void products.fetchNextPage()}
            disabled={products.isFetchingNextPage}
          >
            {products.isFetchingNextPage ? <Spinner label="Loading more products" /> : 'Load more'}
          </Button>
        </div>
      )}
      {products.isFetchNextPageError && (
        <p role="alert" className="store-load-more pc-field__error">
          Could not load more products. Please try again.
        </p>
      )}
    </>
  );
}
