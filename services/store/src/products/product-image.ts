import type { ImageInfo } from '@petcora/contracts';
import { productImageFolder, type ProductImageRendition } from '@petcora/store-data';
import { imageInfoOf, storedMediaPath } from '@petcora/uploads';

/** Public path the store's stored media is served under (routed to this service by the gateway). */
export const STORE_MEDIA_PATH = '/media/store';

/** The picture columns of a product row (store-data ProductImageRenditions1765500000000). */
export interface ProductImageColumns {
  imageUrl: string | null;
  imageSourceUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imagePlaceholder: string | null;
  imageRenditions: ProductImageRendition[] | null;
}

/**
 * The product's stored picture as the contract's ImageInfo (URLs under /media/store/products/<id>/), or null when
 * there is none, or when it was made from an earlier image URL (the new picture is not sized yet: `imageUrl` then).
 */
export function productImageInfo(productId: string, c: ProductImageColumns): ImageInfo | null {
  if (!c.imageRenditions?.length || !c.imageWidth || !c.imageHeight || !c.imagePlaceholder) return null;
  if (c.imageUrl === null || c.imageSourceUrl !== c.imageUrl) return null;
  const folder = productImageFolder(productId);
  if (c.imageRenditions.some((r) => storedMediaPath(folder, r.fileName) === null)) return null;
  return imageInfoOf(
    {
      width: c.imageWidth,
      height: c.imageHeight,
      placeholder: c.imagePlaceholder,
      renditions: c.imageRenditions,
    },
    (fileName) => `${STORE_MEDIA_PATH}/${folder}/${fileName}`,
  );
}

/** The picture columns of `products` (alias `alias`) in ProductImageColumns order, for a select list. */
export const productImageSelect = (alias: string, prefix = ''): string =>
  ['image_source_url', 'image_width', 'image_height', 'image_placeholder', 'image_renditions']
    .map((column) => `${alias}.${column}${prefix ? ` AS ${prefix}${column}` : ''}`)
    .join(', ');
