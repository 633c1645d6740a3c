import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { SuspensionWorker } from './suspension.worker';

/** Suspensions decided by the social service's moderators, enforced on sign-in and sessions (ADR 0061). */
@Module({
  imports: [EventsModule],
  providers: [SuspensionWorker],
})
export class SuspensionsModule {}
