import { Module } from '@nestjs/common';
import { AccountEventsOutbox } from './account-events.outbox';
import { AccountEventsRelay } from './account-events.relay';
import { SessionRevocationPublisher } from './session-revocation.publisher';

@Module({
  providers: [AccountEventsOutbox, AccountEventsRelay, SessionRevocationPublisher],
  exports: [AccountEventsOutbox, AccountEventsRelay, SessionRevocationPublisher],
})
export class EventsModule {}
