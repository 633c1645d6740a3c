import { Logger } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { UnrecoverableError, type Job } from 'bullmq';
import { isUUID } from 'class-validator';
import { PRODUCT_IMAGE_JOB, PRODUCT_IMAGE_QUEUE, type ProductImageJobData } from './product-images.options';
import {
  ProductImageRefusedError,
  ProductImageService,
  type ProductImageOutcome,
} from './product-image.service';

/**
 * Consumes the picture jobs one at a time (image work is capped per process anyway). Network trouble and bad answers
 * fail the attempt and BullMQ retries it with backoff; a refusal (blocked address, not an image, too large,
 * undecodable) fails the job for good. Either way the product keeps its original image URL.
 */
@Processor(PRODUCT_IMAGE_QUEUE, { concurrency: 1 })
export class ProductImageProcessor extends WorkerHost {
  private readonly logger = new Logger(ProductImageProcessor.name);

  constructor(private readonly images: ProductImageService) {
    super();
  }

  async process(job: Job<ProductImageJobData>): Promise<ProductImageOutcome> {
    if (job.name !== PRODUCT_IMAGE_JOB)
      throw new UnrecoverableError(`Unknown job "${job.name}" on ${PRODUCT_IMAGE_QUEUE}`);
    const { productId, imageUrl } = job.data ?? {};
    if (!isUUID(productId) || typeof imageUrl !== 'string' || imageUrl.length > 4096)
      throw new UnrecoverableError('A picture job names a product and its image URL');
    try {
      return await this.images.size(productId, imageUrl);
    } catch (error) {
      if (error instanceof ProductImageRefusedError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<ProductImageJobData> | undefined, error: Error): void {
    this.logger.warn(
      `Picture of product ${job?.data?.productId ?? '?'} attempt ${job?.attemptsMade ?? '?'} failed: ${error.message}`,
    );
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.error(`Picture worker error: ${error.message}`);
  }
}
