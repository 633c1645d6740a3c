import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type CatalogSyncRunStatus = 'running' | 'succeeded' | 'failed';

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
