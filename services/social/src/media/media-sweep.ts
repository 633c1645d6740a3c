import { Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { BullModule, InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { MEDIA_SWEEP_JOB, MEDIA_SWEEP_QUEUE } from '@petcora/contracts';
import { SocialEnv } from '../config/social-env';
import { PostMediaStore } from './post-media.store';
import { UploadBudget } from './upload-budget';

export interface MediaSweepResult {
  removed: number;
}

/** Deletes uploaded media that no post used within UNATTACHED_MEDIA_MAX_AGE_MINUTES: the row, then the file. */
@Injectable()
export class MediaSweeper {
  private readonly logger = new Logger(MediaSweeper.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: PostMediaStore,
    private readonly budget: UploadBudget,
    private readonly env: SocialEnv,
  ) {}

  async sweep(): Promise<MediaSweepResult> {
    // One statement with the condition: a row a post claims meanwhile (UPDATE … WHERE post_id IS NULL) is either
    // claimed first, and then re-checked here and kept, or deleted first, and then the claim finds nothing (400). A
    // post never points at a deleted file.
    // (A CTE, so the driver answers the rows alone, not the rows and a count as for a bare DELETE.)
    const gone: { file_name: string; files: string[]; info: unknown }[] = await this.dataSource.query(
      `WITH gone AS (
         DELETE FROM social.media_uploads
          WHERE post_id IS NULL AND pet_id IS NULL AND message_id IS NULL
            AND created_at < now() - make_interval(mins => $1)
          RETURNING file_name, files, info)
       SELECT file_name, files, info FROM gone`,
      [this.env.UNATTACHED_MEDIA_MAX_AGE_MINUTES],
    );
    // The rows are gone, so nothing serves these files any more; a file that cannot be removed now stays unreachable.
    await this.store.remove(this.store.filesOf(gone)).catch((error: Error) => {
      this.logger.warn(`Could not remove ${gone.length} swept media files: ${error.message}`);
    });
    await this.budget.forgetOldDays();
    return { removed: gone.length };
  }
}

/** Runs the sweep's jobs. Social runs its own sweep (as it runs its account-events consumer). */
@Processor(MEDIA_SWEEP_QUEUE)
export class MediaSweepProcessor extends WorkerHost {
  private readonly logger = new Logger(MediaSweepProcessor.name);

  constructor(private readonly sweeper: MediaSweeper) {
    super();
  }

  process(_job: Job): Promise<MediaSweepResult> {
    return this.sweeper.sweep();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`Media sweep ${job?.id ?? ''} failed: ${error.message}`);
  }

  /** Without a listener a Redis outage would surface as an unhandled 'error' event. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.error(`Media sweep worker: ${error.message}`);
  }
}

/**
 * Keeps the sweep's job scheduler (every MEDIA_SWEEP_EVERY_MS). Upserting is idempotent, so every copy of the service
 * does it at start and there is still one schedule; each run is taken by one copy's worker.
 */
@Injectable()
export class MediaSweepSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(MediaSweepSchedule.name);

  constructor(
    @InjectQueue(MEDIA_SWEEP_QUEUE) private readonly queue: Queue,
    private readonly env: SocialEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue
      .upsertJobScheduler(
        MEDIA_SWEEP_JOB,
        { every: this.env.MEDIA_SWEEP_EVERY_MS },
        { name: MEDIA_SWEEP_JOB, opts: { removeOnComplete: 100, removeOnFail: 500 } },
      )
      // Redis away at start: the service still serves; the next start (or copy) schedules it.
      .catch((error: Error) => this.logger.warn(`Could not schedule the media sweep: ${error.message}`));
  }
}

/** The media sweep: its queue (shown in the store's queue dashboard by name), schedule, worker and the sweep itself. */
@Module({
  imports: [BullModule.registerQueue({ name: MEDIA_SWEEP_QUEUE })],
  providers: [MediaSweeper, MediaSweepProcessor, MediaSweepSchedule],
  exports: [MediaSweeper, BullModule],
})
export class MediaSweepModule {}
