import type { BlockList } from 'node:net';
import type { MediaStorage } from '@petcora/uploads';
import type { ResolvedAddress } from './guarded-fetch';

/** Queue of the picture jobs: one job per product whose image URL is new or changed. */
export const PRODUCT_IMAGE_QUEUE = 'product-images';
export const PRODUCT_IMAGE_JOB = 'size-product-image';

export interface ProductImageJobData {
  productId: string;
  /** The image URL the job was planned for; a product whose URL changed since is left to its newer job. */
  imageUrl: string;
}

/** How the worker fetches and stores product pictures. */
export interface ProductImagesOptions {
  /** The store's media storage (`store` folder or key prefix), which the store service serves under /media/store. */
  storage: MediaStorage;
  /** Private addresses the fetch may reach (PRODUCT_IMAGE_FETCH_ALLOW); empty in production. */
  allow: BlockList;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Attempts BullMQ makes for one picture (network trouble, 5xx); refusals are not retried. */
  attempts?: number;
  /** First retry delay (exponential backoff). */
  backoffMs?: number;
  /** DNS stand-in for tests. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export const PRODUCT_IMAGES_OPTIONS = Symbol('PRODUCT_IMAGES_OPTIONS');
