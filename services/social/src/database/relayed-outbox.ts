import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { OutboxRelay } from '@petcora/nest-common';

/**
 * An outbox table and the relay that hands its rows to a queue after they commit, started and stopped with the app.
 * Subclasses build the relay (its table, queue and pace) and write the rows.
 */
export abstract class RelayedOutbox implements OnApplicationBootstrap, OnModuleDestroy {
  protected abstract readonly relay: OutboxRelay;

  /** Call after the transaction committed: relay now rather than at the next poll. */
  committed(): void {
    this.relay.nudge();
  }

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  /** Publishes everything committed so far (tests). */
  flush(): Promise<number> {
    return this.relay.flush();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }
}
