import type { ImageInfo } from '@petcora/contracts';

/** The renditions an author row keeps for a picture URL, when they belong to that very picture. */
export function imageInfoFor(url: string | null, info: ImageInfo | null): ImageInfo | null {
  return url && info?.url === url ? info : null;
}
