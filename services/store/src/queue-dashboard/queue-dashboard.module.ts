import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_EVENTS_QUEUE,
  CART_CLEANUP_QUEUE,
  CATALOG_EVENTS_QUEUE,
  CATALOG_SYNC_QUEUE,
  MAIL_QUEUE,
  MEDIA_SWEEP_QUEUE,
  PET_EVENTS_QUEUE,
  QUEUE_DASHBOARD_PATH,
  SOCIAL_RANKING_QUEUE,
} from '@petcora/contracts';
import { identityPublicKeyFromEnv, listAsMountedApp } from '@petcora/nest-common';
import { CartCleanupModule } from '../cart/cart-cleanup.module';
import { CatalogSyncQueueModule } from '../catalog-sync/catalog-sync-queue.module';
import { requireAdmin } from './require-admin.middleware';

/**
 * Bull Board for the catalog-sync queue, the store's cart-cleanup queue, the account service's account-events and mail
 * queues, the social service's media-sweep queue and, read-only, its social-ranking queue (same Redis and BullMQ
 * prefix: BULL_PREFIX, 'bull' by default in every service; the other services' queues are known here by name only):
 * operators watch, retry and clean jobs there (the ranking queue's they only watch). Bull Board's Fastify adapter
 * registers its page, assets and API as a Fastify plugin under the path; the admin check is an `onRequest` hook of that
 * plugin's scope, so it runs before any of the board's routes (and its not-found answer) and never for other routes
 * (ADR 0077). The gateway forwards the path unchanged, so the dashboard's links and assets live under it too.
 */
@Module({
  imports: [
    CatalogSyncQueueModule,
    CartCleanupModule,
    BullModule.registerQueue(
      { name: ACCOUNT_EVENTS_QUEUE },
      { name: MEDIA_SWEEP_QUEUE },
      { name: MAIL_QUEUE },
      { name: CATALOG_EVENTS_QUEUE },
      { name: PET_EVENTS_QUEUE },
      { name: SOCIAL_RANKING_QUEUE },
    ),
  ],
})
export class QueueDashboardModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @InjectQueue(CATALOG_SYNC_QUEUE) private readonly catalogSyncQueue: Queue,
    @InjectQueue(ACCOUNT_EVENTS_QUEUE) private readonly accountEventsQueue: Queue,
    @InjectQueue(CART_CLEANUP_QUEUE) private readonly cartCleanupQueue: Queue,
    @InjectQueue(MEDIA_SWEEP_QUEUE) private readonly mediaSweepQueue: Queue,
    @InjectQueue(MAIL_QUEUE) private readonly mailQueue: Queue,
    @InjectQueue(CATALOG_EVENTS_QUEUE) private readonly catalogEventsQueue: Queue,
    @InjectQueue(PET_EVENTS_QUEUE) private readonly petEventsQueue: Queue,
    @InjectQueue(SOCIAL_RANKING_QUEUE) private readonly socialRankingQueue: Queue,
  ) {}

  onModuleInit(): void {
    const serverAdapter = new FastifyAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: [
        new BullMQAdapter(this.catalogSyncQueue),
        new BullMQAdapter(this.accountEventsQueue),
        new BullMQAdapter(this.cartCleanupQueue),
        new BullMQAdapter(this.mediaSweepQueue),
        new BullMQAdapter(this.mailQueue),
        new BullMQAdapter(this.catalogEventsQueue),
        new BullMQAdapter(this.petEventsQueue),
        // Watched only: its jobs are the social service's rankings, recomputed by the next refresh or a rebuild.
        new BullMQAdapter(this.socialRankingQueue, { readOnlyMode: true }),
      ],
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Pet Cora queues' } },
    });
    const instance = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const adminOnly = requireAdmin(identityPublicKeyFromEnv());
    listAsMountedApp(instance, QUEUE_DASHBOARD_PATH);
    void instance.register(
      async (dashboard) => {
        dashboard.addHook('onRequest', adminOnly);
        // A path under the board that it does not serve is refused to non-admins too, then answered as Nest's 404.
        dashboard.setNotFoundHandler((request, reply) => {
          void reply.code(404).send({ message: `Cannot ${request.method} ${request.raw.url}` });
        });
        await dashboard.register(serverAdapter.registerPlugin());
      },
      { prefix: QUEUE_DASHBOARD_PATH },
    );
  }
}
