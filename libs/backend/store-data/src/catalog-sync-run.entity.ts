import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type CatalogSyncRunStatus = 'running' | 'succeeded' | 'failed';
export type CatalogSyncRunMode = 'full' | 'incremental';

/** One attempt of a catalogue sync job, written by the worker and shown by the store's admin page. */
@Entity({ name: 'catalog_sync_runs' })
export class CatalogSyncRunEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'job_id', type: 'varchar', length: 100 })
  jobId!: string;

  @Column({ type: 'integer', default: 1 })
  attempt!: number;

  @Column({ type: 'varchar', length: 20 })
  status!: CatalogSyncRunStatus;

  /** Who asked: an admin's user id, or 'schedule'. */
  @Column({ name: 'requested_by', type: 'varchar', length: 100 })
  requestedBy!: string;

  @Column({ type: 'varchar', length: 20, default: 'full' })
  mode!: CatalogSyncRunMode;

  /** Incremental runs: the begin_time asked of Square. */
  @Column({ name: 'begin_time', type: 'timestamptz', nullable: true })
  beginTime!: Date | null;

  @Column({ type: 'integer', default: 0 })
  pages!: number;

  @Column({ name: 'products_unchanged', type: 'integer', default: 0 })
  productsUnchanged!: number;

  @Column({ name: 'products_made_unavailable', type: 'integer', default: 0 })
  productsMadeUnavailable!: number;

  @Column({ name: 'items_failed', type: 'integer', default: 0 })
  itemsFailed!: number;

  /** At most 100 `{ squareItemId, reason }`. */
  @Column({ name: 'failed_items', type: 'jsonb', default: () => "'[]'::jsonb" })
  failedItems!: { squareItemId: string; reason: string }[];

  /** The admin's username when an admin asked; null for the schedule. */
  @Column({ name: 'requested_by_name', type: 'varchar', length: 100, nullable: true })
  requestedByName!: string | null;

  @Column({ name: 'items_seen', type: 'integer', default: 0 })
  itemsSeen!: number;

  @Column({ name: 'products_upserted', type: 'integer', default: 0 })
  productsUpserted!: number;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
