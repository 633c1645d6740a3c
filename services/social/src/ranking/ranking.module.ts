import { Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { BullModule, InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { SocialEnv } from '../config/social-env';
import { RankingRefresher, type RankingRefreshResult } from './ranking-refresher';

export const RANKING_QUEUE = 'social-ranking';
/** The repeatable refresh of trending hashtags and suggested accounts. */
export const RANKING_REFRESH_JOB = 'refresh-ranking';
/** A one-off job recomputing every ranking from Postgres, post scores included (`npm run rank:rebuild` runs it inline). */
export const RANKING_REBUILD_JOB = 'rebuild-ranking';

@Processor(RANKING_QUEUE)
export class RankingProcessor extends WorkerHost {
  private readonly logger = new Logger(RankingProcessor.name);

  constructor(private readonly refresher: RankingRefresher) {
    super();
  }

  process(job: Job): Promise<RankingRefreshResult> {
    return job.name === RANKING_REBUILD_JOB ? this.refresher.rebuild() : this.refresher.refresh();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(`Ranking job ${job?.name ?? ''} failed: ${error.message}`);
  }

  /** Without a listener a Redis outage would surface as an unhandled 'error' event. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.error(`Ranking worker: ${error.message}`);
  }
}

/**
 * Keeps the refresh's job scheduler (every RANKING_REFRESH_EVERY_MS; idempotent, so every copy upserts it at start).
 * A database whose rankings were never filled is filled at start, inline, so it answers from a ranking even while
 * Redis is away.
 */
@Injectable()
export class RankingSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(RankingSchedule.name);

  constructor(
    @InjectQueue(RANKING_QUEUE) private readonly queue: Queue,
    private readonly refresher: RankingRefresher,
    private readonly env: SocialEnv,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.refresher.isMissing())
      await this.refresher
        .rebuild()
        .catch((error: Error) => this.logger.warn(`Could not build the rankings: ${error.message}`));
    await this.queue
      .upsertJobScheduler(
        RANKING_REFRESH_JOB,
        { every: this.env.RANKING_REFRESH_EVERY_MS },
        { name: RANKING_REFRESH_JOB, opts: { removeOnComplete: 100, removeOnFail: 500 } },
      )
      .catch((error: Error) => this.logger.warn(`Could not schedule the ranking refresh: ${error.message}`));
  }
}

/** The maintained rankings' refresh: its queue, schedule, worker and the refresher. */
@Module({
  imports: [BullModule.registerQueue({ name: RANKING_QUEUE })],
  providers: [RankingRefresher, RankingProcessor, RankingSchedule],
  exports: [RankingRefresher, BullModule],
})
export class RankingModule {}
