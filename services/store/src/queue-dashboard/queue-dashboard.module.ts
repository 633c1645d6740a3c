import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import express from 'express';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
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
import { identityPublicKeyFromEnv, mountExpressApp } from '@petcora/nest-common';
import { CartCleanupModule } from '../cart/cart-cleanup.module';
import { CatalogSyncQueueModule } from '../catalog-sync/catalog-sync-queue.module';
import { requireAdmin } from './require-admin.middleware';

/**
 * Bull Board for the catalog-sync queue, the store's cart-cleanup queue, the account service's account-events and mail
 * queues, the social service's media-sweep queue and, read-only, its social-ranking queue (same Redis and BullMQ
 * prefix: BULL_PREFIX, 'bull' by default in every service; the other services' queues are known here by name only):
 * operators watch, retry and clean jobs there (the ranking queue's they only watch). Bull Board's
 * server adapter is Express middleware; the store runs Nest on Fastify (ADR 0050), so the board and its admin check
 * are a small Express app of their own, run from a Fastify `onRequest` hook for this path only (mountExpressApp), before
 * any route or body parser: other requests never enter Express. The gateway forwards the path unchanged, so the
 * dashboard's links and assets live under it too.
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
    const serverAdapter = new ExpressAdapter();
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
    const dashboard = express();
    dashboard.disable('x-powered-by');
    dashboard.use(requireAdmin(identityPublicKeyFromEnv()), serverAdapter.getRouter());
    mountExpressApp(this.adapterHost.httpAdapter, QUEUE_DASHBOARD_PATH, dashboard);
  }
}
