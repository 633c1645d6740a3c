import { Module } from '@nestjs/common';
import { AccountEventsPublisher } from './account-events.publisher';
import { SessionRevocationPublisher } from './session-revocation.publisher';

@Module({
  providers: [AccountEventsPublisher, SessionRevocationPublisher],
  exports: [AccountEventsPublisher, SessionRevocationPublisher],
})
export class EventsModule {}
