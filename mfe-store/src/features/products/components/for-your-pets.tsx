import { useSession } from '@petcora/session';
import { useProductsForPets } from '../api/get-products-for-pets';
import { ProductCard } from './product-card';

/**
 * 'For your pets': a signed-in member with pets sees the products of their pets' types, best sellers first; a visitor
 * or a member without pets sees nothing here (the page as before).
 */
export function ForYourPets({ productHref }: { productHref: (id: string) => string }) {
  const signedIn = useSession((state) => state.status === 'authenticated');
  const forPets = useProductsForPets(signedIn);
  const products = forPets.data?.products ?? [];
  if (!signedIn || products.length === 0) return null;
  return (
    <section aria-labelledby="store-for-your-pets-heading" className="store-page__products store-for-pets">
      <h2 id="store-for-your-pets-heading">For your pets</h2>
      <ul className="store-grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} href={productHref(product.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
