import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  CatalogSyncCounts,
  CatalogSyncFailedItem,
  CatalogSyncJobData,
  CatalogSyncMode,
  CatalogSyncProgress,
  CatalogSyncResult,
} from '@petcora/contracts';
import {
  CatalogSyncRunEntity,
  markCatalogProductsUnavailable,
  markUnlistedCatalogProductsUnavailable,
  upsertCatalogProducts,
  type CatalogProductInput,
} from '@petcora/store-data';
import { CatalogPageAssembler, UNAVAILABLE_REASONS, type AssembledBatch } from '../catalog-mapping';
import { ProductImagePlanner } from '../product-images/product-image-planner.service';
import { SquareCatalogClient, type CatalogPage } from '../square/square-catalog.client';

/** What a sync reports (the completed job's result): the shared contract's counts. Plain numbers only (JSON). */
export interface CatalogSyncSummary extends CatalogSyncResult, CatalogSyncCounts {
  mode: CatalogSyncMode;
  /** Items recorded and skipped (= itemsFailed; kept for the run log). */
  itemsSkipped: number;
}

export type { CatalogSyncProgress };

export const FULL_SYNC_EVERY_MS = Symbol('FULL_SYNC_EVERY_MS');
/** An incremental run asks for changes since the last successful run's start minus this (clock skew, slow commits). */
export const INCREMENTAL_SAFETY_MARGIN_MS = 60_000;
/** Rows per INSERT: far below Postgres' 65,535 bind parameters (13 per row). */
export const UPSERT_CHUNK = 500;
/** Failed items listed on a run (all are counted). */
export const FAILED_ITEMS_KEPT = 100;

interface Plan {
  mode: CatalogSyncMode;
  beginTime: Date | null;
}

/**
 * One catalogue sync attempt. Full runs list the whole catalogue and, once the listing is complete, make every synced
 * product Square no longer lists unavailable; incremental runs ask Square only for what changed since the last
 * successful run (deleted objects included). Each page is stored in its own transaction with batched, change-only
 * upserts, so a retry after an interruption redoes only idempotent work. A bad item is recorded and skipped.
 */
@Injectable()
export class CatalogSyncService {
  private readonly logger = new Logger(CatalogSyncService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly square: SquareCatalogClient,
    @Inject(FULL_SYNC_EVERY_MS) private readonly fullSyncEveryMs: number,
    @Optional() private readonly pictures?: ProductImagePlanner,
  ) {}

  async run(job: Job<CatalogSyncJobData>): Promise<CatalogSyncSummary> {
    const runs = this.dataSource.getRepository(CatalogSyncRunEntity);
    const plan = await this.plan(job.data?.mode);
    // An earlier attempt of this job that never finished was interrupted (its worker died).
    await runs
      .createQueryBuilder()
      .update()
      .set({
        status: 'failed',
        error: 'Interrupted: the worker stopped during this run',
        finishedAt: new Date(),
      })
      .where('job_id = :jobId AND status = :running', { jobId: String(job.id), running: 'running' })
      .execute();
    const run = await runs.save(
      runs.create({
        jobId: String(job.id),
        attempt: job.attemptsMade + 1,
        status: 'running',
        mode: plan.mode,
        beginTime: plan.beginTime,
        requestedBy: String(job.data?.requestedBy ?? 'unknown').slice(0, 100),
        requestedByName:
          typeof job.data?.requestedByName === 'string' ? job.data.requestedByName.slice(0, 100) : null,
      }),
    );
    const summary: CatalogSyncSummary = {
      mode: plan.mode,
      pages: 0,
      itemsSeen: 0,
      productsUpserted: 0,
      productsUnchanged: 0,
      productsMadeUnavailable: 0,
      itemsFailed: 0,
      itemsSkipped: 0,
      failedItems: [],
    };
    const syncedAt = new Date();
    try {
      const assembler = new CatalogPageAssembler();
      const listed: string[] = [];
      const pages: AsyncGenerator<CatalogPage> =
        plan.mode === 'full'
          ? this.square.listPages()
          : this.square.changedSince(plan.beginTime!.toISOString());
      for await (const page of pages) {
        for (const object of page.objects)
          if (object.type === 'ITEM' && !object.isDeleted) listed.push(object.id);
        const batch = assembler.addPage(page.objects, page.related);
        summary.pages += 1;
        summary.itemsSeen += batch.itemsSeen;
        await this.apply(batch, summary, syncedAt);
        await job.updateProgress({
          mode: plan.mode,
          pages: summary.pages,
          itemsSeen: summary.itemsSeen,
          productsUpserted: summary.productsUpserted,
        } satisfies CatalogSyncProgress);
      }
      await this.apply(assembler.flush(), summary, syncedAt);
      if (plan.mode === 'full') {
        // Only after a complete listing: an interrupted run must not hide what it did not reach.
        summary.productsMadeUnavailable += await markUnlistedCatalogProductsUnavailable(
          this.dataSource.manager,
          listed,
          syncedAt,
        );
      }

      await runs.update(run.id, { ...this.countsOf(summary), status: 'succeeded', finishedAt: new Date() });
      // Pictures are fetched by their own jobs; planning them again after the next sync is as good as now.
      await this.pictures
        ?.planChanged()
        .catch((error: unknown) => this.logger.warn(`Could not plan product pictures: ${String(error)}`));
      this.logger.log(
        `Sync job ${job.id} attempt ${run.attempt} (${plan.mode}): ${summary.productsUpserted} written, ${summary.productsUnchanged} unchanged, ${summary.productsMadeUnavailable} made unavailable, ${summary.itemsFailed} failed, from ${summary.itemsSeen} items on ${summary.pages} pages`,
      );
      return summary;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await runs
        .update(run.id, {
          ...this.countsOf(summary),
          status: 'failed',
          error: message.slice(0, 2000),
          finishedAt: new Date(),
        })
        .catch((e: unknown) => this.logger.error(`Could not record the failed run ${run.id}: ${String(e)}`));
      throw error;
    }
  }

  /**
   * 'full' when asked, when no full run has succeeded yet, or when the last one is older than the full-sync interval
   * (an explicit 'incremental' skips that last rule); otherwise incremental from the last successful run's start.
   */
  private async plan(requested: CatalogSyncJobData['mode']): Promise<Plan> {
    const full: Plan = { mode: 'full', beginTime: null };
    if (requested === 'full') return full;
    const runs = this.dataSource.getRepository(CatalogSyncRunEntity);
    const lastFull = await runs.findOne({
      where: { status: 'succeeded', mode: 'full' },
      order: { startedAt: 'DESC' },
    });
    if (!lastFull) return full;
    if (requested !== 'incremental' && Date.now() - lastFull.startedAt.getTime() >= this.fullSyncEveryMs)
      return full;
    const last = await runs.findOne({ where: { status: 'succeeded' }, order: { startedAt: 'DESC' } });
    const since = (last ?? lastFull).startedAt.getTime() - INCREMENTAL_SAFETY_MARGIN_MS;
    return { mode: 'incremental', beginTime: new Date(since) };
  }

  /** Stores one assembled batch: products upserted, gone items made unavailable, bad items recorded. */
  private async apply(batch: AssembledBatch, summary: CatalogSyncSummary, syncedAt: Date): Promise<void> {
    const gone = batch.skipped.filter((s) => UNAVAILABLE_REASONS.has(s.reason)).map((s) => s.itemId);
    for (const bad of batch.skipped.filter((s) => !UNAVAILABLE_REASONS.has(s.reason)))
      this.recordFailure(summary, { squareItemId: bad.itemId, reason: bad.reason });
    if (batch.products.length === 0 && gone.length === 0) return;
    try {
      const [written, hidden] = await this.dataSource.transaction(async (manager) => [
        await this.upsert(manager, batch.products, syncedAt),
        await markCatalogProductsUnavailable(manager, gone, syncedAt),
      ]);
      summary.productsUpserted += written;
      summary.productsUnchanged += batch.products.length - written;
      summary.productsMadeUnavailable += hidden;
    } catch (error) {
      // One row the database refuses (e.g. a variation id another product holds) must not sink the page: store the
      // page row by row, recording the rows that fail.
      this.logger.warn(`Batch of ${batch.products.length} failed (${String(error)}); storing it row by row`);
      summary.productsMadeUnavailable += await markCatalogProductsUnavailable(
        this.dataSource.manager,
        gone,
        syncedAt,
      );
      for (const product of batch.products) {
        try {
          const written = await this.upsert(this.dataSource.manager, [product], syncedAt);
          summary.productsUpserted += written;
          summary.productsUnchanged += 1 - written;
        } catch (rowError) {
          const reason = rowError instanceof Error ? rowError.message : String(rowError);
          this.recordFailure(summary, { squareItemId: product.squareItemId, reason: reason.slice(0, 300) });
        }
      }
    }
  }

  private async upsert(
    manager: EntityManager,
    products: CatalogProductInput[],
    syncedAt: Date,
  ): Promise<number> {
    let written = 0;
    for (let i = 0; i < products.length; i += UPSERT_CHUNK)
      written += await upsertCatalogProducts(manager, products.slice(i, i + UPSERT_CHUNK), syncedAt);
    return written;
  }

  private recordFailure(summary: CatalogSyncSummary, failure: CatalogSyncFailedItem): void {
    summary.itemsFailed += 1;
    summary.itemsSkipped += 1;
    if (summary.failedItems.length < FAILED_ITEMS_KEPT) summary.failedItems.push(failure);
  }

  private countsOf(summary: CatalogSyncSummary): Partial<CatalogSyncRunEntity> {
    return {
      pages: summary.pages,
      itemsSeen: summary.itemsSeen,
      productsUpserted: summary.productsUpserted,
      productsUnchanged: summary.productsUnchanged,
      productsMadeUnavailable: summary.productsMadeUnavailable,
      itemsFailed: summary.itemsFailed,
      failedItems: summary.failedItems,
    };
  }
}
