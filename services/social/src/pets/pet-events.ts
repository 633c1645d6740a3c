import { Injectable, Logger, Module } from '@nestjs/common';
import { BullModule, InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { MEMBER_PETS_CHANGED, PET_EVENTS_QUEUE } from '@petcora/contracts';
import { OutboxRelay } from '@petcora/nest-common';
import { RelayedOutbox } from '../database/relayed-outbox';

/**
 * Tells the store which of its pet types a member's pets are, after every change: written to social's outbox in the
 * change's transaction (so both commit or neither), then relayed to the pet-events queue. The outbox row id is the
 * event's version; the owner's pet lock (PetsService) orders one member's changes.
 */
@Injectable()
export class PetEvents extends RelayedOutbox {
  private readonly logger = new Logger(PetEvents.name);
  protected readonly relay: OutboxRelay;

  constructor(@InjectQueue(PET_EVENTS_QUEUE) queue: Queue, dataSource: DataSource) {
    super();
    this.relay = new OutboxRelay(dataSource, queue, {
      table: '"social"."event_outbox"',
      label: 'Pet events relay',
      batchSize: 100,
      pollMs: 1000,
      // Every pet change of this copy nudges the relay; the idle look only catches what a crash left behind.
      idlePollMs: 60_000,
      maxBackoffMs: 30_000,
      publishTimeoutMs: 3000,
      keepPublishedHours: 7 * 24,
      onError: (message) => this.logger.warn(message),
    });
  }

  /** Records the member's pet types as they are now, in `manager`'s transaction ('other' is no store aisle). */
  async changed(manager: EntityManager, ownerId: string): Promise<void> {
    await manager.query(
      `WITH e AS (SELECT nextval('social.event_outbox_id_seq') AS id)
       INSERT INTO social.event_outbox (id, event_type, job_id, payload)
       SELECT e.id, $2, 'member-pets-' || $1 || '-' || e.id,
              jsonb_build_object(
                'userId', $1::uuid,
                'petTypes', (SELECT coalesce(jsonb_agg(DISTINCT initcap(pt.species)), '[]'::jsonb)
                               FROM social.pets pt WHERE pt.owner_id = $1::uuid AND pt.species <> 'other'),
                'version', e.id)
         FROM e`,
      [ownerId, MEMBER_PETS_CHANGED],
    );
  }
}

@Module({
  imports: [
    BullModule.registerQueue({
      name: PET_EVENTS_QUEUE,
      defaultJobOptions: {
        attempts: 8,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    }),
  ],
  providers: [PetEvents],
  exports: [PetEvents, BullModule],
})
export class PetEventsModule {}
