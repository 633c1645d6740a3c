import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import {
  PRODUCT_IMAGE_JOB,
  PRODUCT_IMAGE_QUEUE,
  PRODUCT_IMAGES_OPTIONS,
  type ProductImageJobData,
  type ProductImagesOptions,
} from './product-images.options';

/** A failed picture job is kept this long, so later syncs do not fetch a refused URL again and again. */
const FAILED_JOB_KEPT_SECONDS = 7 * 24 * 3600;

/**
 * After a sync: one picture job per available product whose image URL is an http(s) URL not sized yet (new, or
 * changed since its renditions were made). The job id names the product and the URL, so planning twice (a retried
 * sync, the next incremental run) adds nothing while that job is waiting, running or recently failed.
 */
@Injectable()
export class ProductImagePlanner {
  constructor(
    private readonly dataSource: DataSource,
    @InjectQueue(PRODUCT_IMAGE_QUEUE) private readonly queue: Queue<ProductImageJobData>,
    @Inject(PRODUCT_IMAGES_OPTIONS) private readonly options: ProductImagesOptions,
  ) {}

  /** Answers how many products were planned (jobs already there included). */
  async planChanged(): Promise<number> {
    const rows = await this.dataSource.query<{ id: string; image_url: string }[]>(
      `SELECT id, image_url FROM products
       WHERE available AND image_url ~ '^https?://' AND image_url IS DISTINCT FROM image_source_url`,
    );
    if (rows.length === 0) return 0;
    await this.queue.addBulk(
      rows.map((row) => ({
        name: PRODUCT_IMAGE_JOB,
        data: { productId: row.id, imageUrl: row.image_url },
        opts: {
          jobId: `picture-${row.id}-${createHash('sha256').update(row.image_url).digest('hex').slice(0, 16)}`,
          attempts: this.options.attempts ?? 4,
          backoff: { type: 'exponential', delay: this.options.backoffMs ?? 5_000 },
          removeOnComplete: true,
          removeOnFail: { age: FAILED_JOB_KEPT_SECONDS },
        },
      })),
    );
    return rows.length;
  }
}
