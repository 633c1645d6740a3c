import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import type { CatalogSyncJobData, CatalogSyncResult } from '@petcora/contracts';
import { CatalogSyncRunEntity, upsertCatalogProducts, type CatalogProductInput } from '@petcora/store-data';
import { CatalogPageAssembler } from '../catalog-mapping';
import { SquareCatalogClient } from '../square/square-catalog.client';

/** What a sync reports: the shared contract plus detail for the run log. Plain numbers only (job data is JSON). */
export interface CatalogSyncSummary extends CatalogSyncResult {
  itemsSkipped: number;
  pages: number;
}

export interface CatalogSyncProgress {
  page: number;
  itemsSeen: number;
}

/** Rows per INSERT: far below Postgres' 65,535 bind parameters (10 per row). */
const UPSERT_CHUNK = 500;

/**
 * One catalogue sync attempt: records a run row, pages through Square, upserts each page in its own transaction
 * (so a retry after an interruption redoes only the idempotent upserts), and closes the run row with the outcome.
 */
@Injectable()
export class CatalogSyncService {
  private readonly logger = new Logger(CatalogSyncService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly square: SquareCatalogClient,
  ) {}

  async run(job: Job<CatalogSyncJobData>): Promise<CatalogSyncSummary> {
    const runs = this.dataSource.getRepository(CatalogSyncRunEntity);
    const run = await runs.save(
      runs.create({
        jobId: String(job.id),
        attempt: job.attemptsMade + 1,
        status: 'running',
        requestedBy: String(job.data?.requestedBy ?? 'unknown').slice(0, 100),
      }),
    );
    const summary: CatalogSyncSummary = { itemsSeen: 0, productsUpserted: 0, itemsSkipped: 0, pages: 0 };
    const syncedAt = new Date();
    try {
      const assembler = new CatalogPageAssembler();
      for await (const objects of this.square.listPages()) {
        const batch = assembler.addPage(objects);
        summary.pages += 1;
        summary.itemsSeen += batch.itemsSeen;
        summary.itemsSkipped += batch.skipped.length;
        summary.productsUpserted += await this.store(batch.products, syncedAt);
        await job.updateProgress({
          page: summary.pages,
          itemsSeen: summary.itemsSeen,
        } satisfies CatalogSyncProgress);
      }
      const rest = assembler.flush();
      summary.itemsSkipped += rest.skipped.length;
      summary.productsUpserted += await this.store(rest.products, syncedAt);

      await runs.update(run.id, {
        status: 'succeeded',
        itemsSeen: summary.itemsSeen,
        productsUpserted: summary.productsUpserted,
        finishedAt: new Date(),
      });
      this.logger.log(
        `Sync job ${job.id} attempt ${run.attempt}: ${summary.productsUpserted} products from ${summary.itemsSeen} items on ${summary.pages} pages, ${summary.itemsSkipped} skipped`,
      );
      return summary;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await runs
        .update(run.id, {
          status: 'failed',
          error: message.slice(0, 2000),
          itemsSeen: summary.itemsSeen,
          productsUpserted: summary.productsUpserted,
          finishedAt: new Date(),
        })
        .catch((e: unknown) => this.logger.error(`Could not record the failed run ${run.id}: ${String(e)}`));
      throw error;
    }
  }

  /** One transaction per page (chunked statements), so a page is stored entirely or not at all. */
  private async store(products: CatalogProductInput[], syncedAt: Date): Promise<number> {
    if (products.length === 0) return 0;
    return this.dataSource.transaction(async (manager) => {
      let stored = 0;
      for (let i = 0; i < products.length; i += UPSERT_CHUNK) {
        stored += await upsertCatalogProducts(manager, products.slice(i, i + UPSERT_CHUNK), syncedAt);
      }
      return stored;
    });
  }
}
