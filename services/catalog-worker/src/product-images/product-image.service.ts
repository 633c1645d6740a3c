import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { productImageFolder, type ProductImageRendition } from '@petcora/store-data';
import {
  CONTENT_IMAGE_SIZES,
  publishImageFile,
  removeQuietly,
  storedMediaPath,
  temporaryPath,
} from '@petcora/uploads';
import {
  fetchImageGuarded,
  FetchRefusedError,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_REDIRECTS,
  PRODUCT_IMAGE_TIMEOUT_MS,
} from './guarded-fetch';
import { PRODUCT_IMAGES_OPTIONS, type ProductImagesOptions } from './product-images.options';

/** What one picture job did. */
export type ProductImageOutcome = 'stored' | 'same-picture' | 'stale';

/** A picture the worker will never store from this URL (blocked address, not an image, too large, undecodable). */
export class ProductImageRefusedError extends Error {
  override readonly name = 'ProductImageRefusedError';
}

interface ProductImageRow {
  image_url: string | null;
  image_source_hash: string | null;
  image_renditions: ProductImageRendition[] | null;
}

/** 32 hex characters of the bytes' SHA-256: the renditions' name prefix (a stored-media name) and the change check. */
export const pictureHash = (bytes: Buffer): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * Fetches one product's picture through the SSRF guard and stores it like an upload: WebP renditions (320, 640, 1080,
 * 1600 px, never upscaled, metadata stripped) under `products/<id>/<hash>-<width>.webp` in the store's media storage,
 * then records them on the product in one guarded UPDATE and removes the renditions of the picture it replaced.
 * The product's `image_url` is never touched: if anything fails, the store keeps showing it.
 */
@Injectable()
export class ProductImageService {
  private readonly logger = new Logger(ProductImageService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PRODUCT_IMAGES_OPTIONS) private readonly options: ProductImagesOptions,
  ) {}

  async size(productId: string, imageUrl: string): Promise<ProductImageOutcome> {
    const current = await this.row(productId);
    if (!current || current.image_url !== imageUrl) return 'stale';

    const fetched = await fetchImageGuarded(imageUrl, {
      allow: this.options.allow,
      maxBytes: this.options.maxBytes ?? PRODUCT_IMAGE_MAX_BYTES,
      timeoutMs: this.options.timeoutMs ?? PRODUCT_IMAGE_TIMEOUT_MS,
      maxRedirects: this.options.maxRedirects ?? PRODUCT_IMAGE_MAX_REDIRECTS,
      resolve: this.options.resolve,
    }).catch((error: unknown) => {
      throw error instanceof FetchRefusedError ? new ProductImageRefusedError(error.message) : error;
    });
    const hash = pictureHash(fetched.bytes);
    if (hash === current.image_source_hash && current.image_renditions?.length) {
      // A new URL for the same bytes (Square moved the file): the stored renditions stay.
      await this.dataSource.query(
        `UPDATE products SET image_source_url = $2 WHERE id = $1 AND image_url = $2`,
        [productId, imageUrl],
      );
      return 'same-picture';
    }

    const storage = this.options.storage;
    const folder = productImageFolder(productId);
    const source = temporaryPath(storage.stagingDirectory);
    let image;
    try {
      // The staging folder may not exist yet (a fresh volume, or the first picture ever).
      await mkdir(storage.stagingDirectory, { recursive: true });
      await writeFile(source, fetched.bytes);
      image = await publishImageFile(source, storage, {
        sizes: CONTENT_IMAGE_SIZES,
        fileNameOf: (width) => storedMediaPath(folder, `${hash}-${width}.webp`)!,
        refusal: 'The picture could not be decoded',
      }).catch((error: unknown) => {
        throw error instanceof BadRequestException ? new ProductImageRefusedError(error.message) : error;
      });
    } finally {
      await removeQuietly(source);
    }
    const renditions: ProductImageRendition[] = image.renditions.map((rendition) => ({
      fileName: rendition.fileName.slice(folder.length + 1),
      width: rendition.width,
      height: rendition.height,
    }));

    const replaced = await this.dataSource.transaction(async (manager) => {
      const [locked] = await manager.query<ProductImageRow[]>(
        `SELECT image_url, image_source_hash, image_renditions FROM products WHERE id = $1 FOR UPDATE`,
        [productId],
      );
      if (!locked || locked.image_url !== imageUrl) return null;
      await manager.query(
        `UPDATE products SET image_width = $2, image_height = $3, image_placeholder = $4,
           image_renditions = $5::jsonb, image_source_hash = $6, image_source_url = $7
         WHERE id = $1`,
        [productId, image.width, image.height, image.placeholder, JSON.stringify(renditions), hash, imageUrl],
      );
      return locked;
    });
    if (!replaced) {
      // The URL changed while this picture was being sized: its newer job stores the right one.
      await this.removeFiles(productId, renditions);
      return 'stale';
    }
    if (replaced.image_source_hash !== hash)
      await this.removeFiles(productId, replaced.image_renditions ?? []);
    this.logger.log(
      `Product ${productId}: picture stored in ${renditions.length} sizes up to ${image.width}×${image.height}`,
    );
    return 'stored';
  }

  /** Removes a product's stored renditions (names we did not make are skipped). */
  async removeFiles(productId: string, renditions: readonly ProductImageRendition[]): Promise<void> {
    const folder = productImageFolder(productId);
    await Promise.all(
      renditions.map(async (rendition) => {
        const name = storedMediaPath(folder, rendition.fileName);
        if (name) await this.options.storage.remove(name);
      }),
    );
  }

  private async row(productId: string): Promise<ProductImageRow | undefined> {
    const [row] = await this.dataSource.query<ProductImageRow[]>(
      `SELECT image_url, image_source_hash, image_renditions FROM products WHERE id = $1`,
      [productId],
    );
    return row;
  }
}
