import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { CATALOG_EVENTS_QUEUE } from '@petcora/contracts';
import { OutboxRelay } from '@petcora/nest-common';
import { StoreEnv } from '../config/store-env';

/**
 * Relays the catalogue outbox (filled by the trigger on products, migration 1765400000000) to the queue the social
 * service's product projection consumes. At start it first re-publishes the whole catalogue, so a social service that
 * starts from nothing (or missed events) catches up; consumers keep the highest version of each product.
 */
@Injectable()
export class CatalogEventsRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CatalogEventsRelay.name);
  private readonly relay: OutboxRelay;
  private readonly idlePollMs: number;

  constructor(
    @InjectQueue(CATALOG_EVENTS_QUEUE) queue: Queue,
    private readonly dataSource: DataSource,
    env: StoreEnv,
  ) {
    this.idlePollMs = env.CATALOG_EVENTS_POLL_MS;
    this.relay = new OutboxRelay(dataSource, queue, {
      table: '"store"."catalog_event_outbox"',
      label: 'Catalogue events relay',
      batchSize: 200,
      pollMs: 1000,
      // The trigger cannot nudge this process for the worker's commits: the idle look is how those go out.
      idlePollMs: env.CATALOG_EVENTS_POLL_MS,
      maxBackoffMs: 30_000,
      publishTimeoutMs: 3000,
      keepPublishedHours: 7 * 24,
      onError: (message) => this.logger.warn(message),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.republishCatalogue();
    // Out before the first request when Redis answers (else the relay retries with backoff while the store serves).
    const flushed = await this.relay.flush().then(
      () => true,
      () => false,
    );
    this.relay.start(flushed ? this.idlePollMs : 0);
  }

  /** One event per product, deleted ones aside (they were announced when deleted), in one statement. */
  async republishCatalogue(): Promise<number> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT store.enqueue_catalog_event(p, false) FROM store.products p ORDER BY p.created_at, p.id`,
    );
    return rows.length;
  }

  /** Publishes what is committed, now (tests; after a seed). */
  flush(): Promise<number> {
    return this.relay.flush();
  }

  /** Relaying happens after the commit of the request that changed a product: look now rather than at the next poll. */
  nudge(): void {
    this.relay.nudge();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }
}
