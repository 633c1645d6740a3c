import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { MessageEvents } from './message-events';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';

/** One-to-one messages between members (ADR 0072). `MessageEvents` is the hook called inside each send. */
@Module({
  imports: [AuthorsModule],
  controllers: [MessagesController],
  providers: [MessagesService, MessageEvents],
  exports: [MessageEvents],
})
export class MessagesModule {}
