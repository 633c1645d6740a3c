import { Logger } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { CATALOG_EVENTS_QUEUE, PRODUCT_CHANGED, type ProductChangedEvent } from '@petcora/contracts';
import { UUID_PATTERN } from '@petcora/validation';
import { ProductProjection } from './product-projection.service';

/** Consumes the store's catalogue events into the product projection. Unknown event names are acknowledged. */
@Processor(CATALOG_EVENTS_QUEUE)
export class ProductEventsProcessor extends WorkerHost {
  private readonly logger = new Logger(ProductEventsProcessor.name);

  constructor(private readonly products: ProductProjection) {
    super();
  }

  async process(job: Job): Promise<{ applied: boolean } | { ignored: string }> {
    if (job.name !== PRODUCT_CHANGED) return { ignored: job.name };
    return { applied: await this.products.apply(parseProductChanged(job.data)) };
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`Catalogue event ${job?.id ?? '?'} failed: ${error.message}`);
  }

  /** Without a listener a Redis outage would surface as an unhandled 'error' event. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.error(`Catalogue events worker: ${error.message}`);
  }
}

/** Rejects malformed payloads: the job fails visibly instead of corrupting the projection. */
export function parseProductChanged(data: unknown): ProductChangedEvent {
  const d = (data ?? {}) as Record<string, unknown>;
  const fail = (what: string): never => {
    throw new Error(`${PRODUCT_CHANGED}: ${what}`);
  };
  const textOrNull = (v: unknown) => v === null || typeof v === 'string';
  if (typeof d.id !== 'string' || !UUID_PATTERN.test(d.id)) fail('id must be a uuid');
  if (typeof d.name !== 'string' || d.name === '') fail('name required');
  if (!Number.isSafeInteger(d.price) || (d.price as number) < 0) fail('price must be whole cents');
  if (!textOrNull(d.imageUrl) || !textOrNull(d.petType)) fail('imageUrl and petType must be text or null');
  if (typeof d.available !== 'boolean' || typeof d.deleted !== 'boolean')
    fail('available and deleted must be true or false');
  if (!Number.isSafeInteger(d.version) || (d.version as number) < 1)
    fail('version must be a positive whole number');
  return {
    id: d.id as string,
    name: d.name as string,
    price: d.price as number,
    imageUrl: d.imageUrl as string | null,
    petType: d.petType as string | null,
    available: d.available as boolean,
    deleted: d.deleted as boolean,
    version: d.version as number,
  };
}
