import { Global, Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { NotificationRelay } from './notification-relay';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/**
 * Notifications (ADR 0069): actions append to the outbox in their own transaction; the relay folds it into grouped
 * rows and tells the recipient's live streams. Global so a later feature (direct messages) can call `notify`.
 */
@Global()
@Module({
  imports: [AuthorsModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationRelay],
  exports: [NotificationsService, NotificationRelay],
})
export class NotificationsModule {}
