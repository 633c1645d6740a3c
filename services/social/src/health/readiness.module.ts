import { Global, Module } from '@nestjs/common';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { ACCOUNT_EVENTS_QUEUE } from '@petcora/contracts';
import { degradedWhenDown, HealthModule, READINESS_CHECKS, type ReadinessChecks } from '@petcora/nest-common';

/**
 * /health/ready checks Redis (through the account-events queue's connection) besides the database. Without Redis the
 * feed still answers (account events and live updates wait): degraded, still ready.
 */
@Global()
@Module({
  imports: [BullModule.registerQueue({ name: ACCOUNT_EVENTS_QUEUE }), HealthModule],
  providers: [
    {
      provide: READINESS_CHECKS,
      inject: [getQueueToken(ACCOUNT_EVENTS_QUEUE)],
      useFactory: (queue: Queue): ReadinessChecks => ({
        // A real round trip: resolves only while Redis answers.
        redis: degradedWhenDown(() => queue.getWaitingCount()),
      }),
    },
  ],
  exports: [READINESS_CHECKS],
})
export class ReadinessModule {}
