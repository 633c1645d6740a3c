import { Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { BullModule, InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { SOCIAL_RANKING_QUEUE } from '@petcora/contracts';
import { OutboxRelay } from '@petcora/nest-common';
import { RelayedOutbox } from '../database/relayed-outbox';
import { SocialEnv } from '../config/social-env';
import { RankingRefresher } from './ranking-refresher';
import { backgroundDatabase } from '../database/background-work';
import {
  FOLLOWED_LIKE_JOB,
  MEMBER_FOLLOWS_JOB,
  type FollowedLikeData,
  type MemberFollowsData,
} from './recommendation-candidates';
import {
  MEMBER_SUGGESTIONS_JOB,
  MemberSuggestionRefreshes,
  type MemberSuggestionsData,
} from './member-suggestions';

export const RANKING_QUEUE = SOCIAL_RANKING_QUEUE;
/** The repeatable refresh of trending hashtags and suggested accounts. */
export const RANKING_REFRESH_JOB = 'refresh-ranking';
/** A one-off job recomputing every ranking from Postgres, post scores included (`npm run rank:rebuild` runs it inline). */
export const RANKING_REBUILD_JOB = 'rebuild-ranking';

@Processor(RANKING_QUEUE)
export class RankingProcessor extends WorkerHost {
  private readonly logger = new Logger(RankingProcessor.name);

  constructor(
    private readonly refresher: RankingRefresher,
    @InjectQueue(RANKING_QUEUE) private readonly queue: Queue,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case RANKING_REBUILD_JOB:
        return this.refresher.rebuild();
      case FOLLOWED_LIKE_JOB:
        return this.followedLike(job as Job<FollowedLikeData>);
      case MEMBER_FOLLOWS_JOB:
        return { candidates: await this.refresher.recomputeMember((job.data as MemberFollowsData).memberId) };
      case MEMBER_SUGGESTIONS_JOB:
        return {
          suggestions: await this.refresher.recomputeSuggestions(
            (job.data as MemberSuggestionsData).memberId,
          ),
        };
      default:
        return this.refresher.refresh();
    }
  }

  /**
   * One batch of followers per job: a larger audience goes on in a next job (its id the first job's and the cursor, so
   * a retried job does not fan out twice).
   */
  private async followedLike(job: Job<FollowedLikeData>): Promise<{ changed: number; more: boolean }> {
    const { next, changed } = await this.refresher.followedLike(job.data);
    if (next) {
      const first = (job.id ?? FOLLOWED_LIKE_JOB).replace(/-after-.*$/, '');
      await this.queue.add(
        FOLLOWED_LIKE_JOB,
        { likerId: job.data.likerId, postId: job.data.postId, after: next },
        { jobId: `${first}-after-${next.followerId}` },
      );
    }
    return { changed, more: next !== null };
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

/**
 * Hands the ranking queue what likes, follows and blocks left to do (recommendation candidates): written to
 * `ranking_outbox` in their own statement (so both commit or neither), relayed to the queue after the commit.
 */
@Injectable()
export class RankingEvents extends RelayedOutbox {
  private readonly logger = new Logger(RankingEvents.name);
  protected readonly relay: OutboxRelay;

  constructor(@InjectQueue(RANKING_QUEUE) queue: Queue, dataSource: DataSource) {
    super();
    // Its passes run beside the requests that nudge it, on connections marked as background work.
    this.relay = new OutboxRelay(backgroundDatabase(dataSource), queue, {
      table: '"social"."ranking_outbox"',
      label: 'Ranking events relay',
      batchSize: 100,
      pollMs: 1000,
      // Every like and follow of this copy nudges the relay; the idle look only catches what a crash left behind.
      idlePollMs: 60_000,
      maxBackoffMs: 30_000,
      publishTimeoutMs: 3000,
      keepPublishedHours: 1,
      onError: (message) => this.logger.warn(message),
    });
  }
}

/** The maintained rankings: their queue, schedule, worker, the refresher and the relay of likes and follows to it. */
@Module({
  imports: [
    BullModule.registerQueue({
      name: RANKING_QUEUE,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: 1000,
        removeOnFail: 1000,
      },
    }),
  ],
  providers: [RankingRefresher, RankingProcessor, RankingSchedule, RankingEvents, MemberSuggestionRefreshes],
  exports: [RankingRefresher, RankingEvents, MemberSuggestionRefreshes, BullModule],
})
export class RankingModule {}
