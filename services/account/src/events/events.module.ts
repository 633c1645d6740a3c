import { Module } from '@nestjs/common';
import { AccountEventsPublisher } from './account-events.publisher';

@Module({ providers: [AccountEventsPublisher], exports: [AccountEventsPublisher] })
export class EventsModule {}
