import { useEffect, useState } from 'react';
import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { useProducts } from '../features/products/api/get-products';
import { CategoryTiles } from '../features/products/components/category-tiles';
import { ForYourPets } from '../features/products/components/for-your-pets';
import { ProductDialog } from '../features/products/components/product-dialog';
import { ProductGrid } from '../features/products/components/product-grid';
import { StoreFilterForm } from '../features/products/components/store-filter-form';
import { StoreHero } from '../features/products/components/store-hero';
import { TrendingNow } from '../features/products/components/trending-now';
import { useStoreAddress } from '../features/products/hooks/use-store-address';
import { paramsFromFilters, PRODUCT_PARAM } from '../features/products/store-filters';
import { AddToWishlistButton } from '../features/wishlist/components/add-to-wishlist-button';
import './store-page.css';

/** The spec's mobile breakpoint: below it the filter panel starts collapsed. */
const WIDE_SCREEN = '(min-width: 768px)';

function isWideScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches;
}

/**
 * /store: hero, search and filters, category tiles, the filtered grid, 'Trending Now' and the product dialog. Filters
 * and the open product live in the address (see docs/store-screens.md).
 */
export default function StorePage() {
  const { filters, productId, applyFilters, resetFilters, closeProduct } = useStoreAddress();
  const [panelOpen, setPanelOpen] = useState(isWideScreen);
  const filterKey = paramsFromFilters(filters).toString();
  const products = useProducts(filters);
  const listed = products.data?.pages
    .flatMap((page) => page.products)
    .find((product) => product.id === productId);

  // The tab title follows the open product, so history entries and shared tabs say what they show.
  useEffect(() => {
    const previous = document.title;
    if (listed) document.title = `${listed.name} | Pet Cora Store`;
    return () => {
      document.title = previous;
    };
  }, [listed]);

  const productHref = (id: string) => {
    const params = new URLSearchParams(filterKey);
    params.set(PRODUCT_PARAM, id);
    return `/store?${params}`;
  };

  return (
    <div className="pc-container pc-page store-page">
      <StoreHero />
      <StoreFilterForm
        key={filterKey}
        filters={filters}
        onApply={applyFilters}
        onReset={resetFilters}
        panelOpen={panelOpen}
        onPanelOpenChange={setPanelOpen}
      />
      <CategoryTiles
        active={filters.category}
        onChoose={(category) => applyFilters({ ...filters, category })}
      />
      <ForYourPets productHref={productHref} />
      <section aria-labelledby="store-products-heading" className="store-page__products">
        <h2 id="store-products-heading">{filters.category || 'All products'}</h2>
        <ProductGrid filters={filters} productHref={productHref} />
      </section>
      <TrendingNow />
      <ProductDialog
        productId={productId}
        placeholder={listed}
        onClose={closeProduct}
        renderActions={(product, quantity) => (
          <>
            <AddToWishlistButton product={product} />
            <AddToCartButton product={product} quantity={quantity} />
          </>
        )}
      />
    </div>
  );
}
