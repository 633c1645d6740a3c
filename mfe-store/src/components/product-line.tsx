import type { ImageInfo } from '@petcora/contracts';
import { ResponsiveImage } from '@petcora/ui/responsive-image';
import { PawPrint } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './product-line.css';

interface Props {
  productId: string;
  name: string;
  imageUrl: string | null | undefined;
  /** The stored sizes of the picture, when the store has them. */
  image?: ImageInfo | null;
  /** Under the name: the price, and any note about the product. */
  children: ReactNode;
}

/**
 * The start of a product row in a list (cart, wishlist): its thumbnail and its name, which opens the product's dialog
 * in the store, over what the list says of it. Two grid cells of the row.
 */
export function ProductLineHead({ productId, name, imageUrl, image, children }: Props) {
  return (
    <>
      <div className="store-line__image">
        {image ? (
          <ResponsiveImage image={image} alt="" sizes="6rem" box="layout" width={96} height={72} />
        ) : imageUrl ? (
          <img src={imageUrl} alt="" width={96} height={72} loading="lazy" />
        ) : (
          <PawPrint aria-hidden="true" />
        )}
      </div>
      <div className="store-line__info">
        <Link to={`/store?product=${encodeURIComponent(productId)}`} className="store-line__name">
          {name}
        </Link>
        {children}
      </div>
    </>
  );
}
