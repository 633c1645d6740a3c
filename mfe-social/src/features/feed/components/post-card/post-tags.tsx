import type { FeedPost } from '@petcora/contracts';
import { formatUsd } from '@petcora/validation/money';
import { PawPrint } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StoreProductDialog } from '../../../../components/store-product-dialog/store-product-dialog';

/**
 * The post's tagged pets (names linking to their pages) and store products (chips with picture, name and the store's
 * current price; a click opens the store's product dialog in place).
 */
export function PostTags({ post }: { post: FeedPost }) {
  const [openProductId, setOpenProductId] = useState<string | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const pets = post.pets ?? [];
  const products = post.products ?? [];
  if (pets.length === 0 && products.length === 0) return null;
  return (
    <div className="social-post__tags">
      {pets.length > 0 && (
        <p className="social-post__pets">
          <PawPrint aria-hidden="true" />
          <span className="pc-visually-hidden">Pets in this post: </span>
          {pets.map((pet, index) => (
            <span key={pet.id}>
              {index > 0 && ', '}
              <Link to={`/user/${encodeURIComponent(post.username)}/pets/${encodeURIComponent(pet.id)}`}>
                {pet.name}
              </Link>
            </span>
          ))}
        </p>
      )}
      {products.length > 0 && (
        <ul className="social-post__products" aria-label="Products in this post">
          {products.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="social-product-chip"
                data-product-id={product.id}
                onClick={() => {
                  setDialogWanted(true);
                  setOpenProductId(product.id);
                }}
              >
                {product.imageUrl && (
                  <img src={product.imageUrl} alt="" width={32} height={32} loading="lazy" />
                )}
                <span className="social-product-chip__name">{product.name}</span>
                <span className="social-product-chip__price">{formatUsd(product.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {dialogWanted && (
        <StoreProductDialog productId={openProductId} onClose={() => setOpenProductId(null)} />
      )}
    </div>
  );
}
