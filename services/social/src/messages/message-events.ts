import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NotificationsService } from '../notifications/notifications.service';

export interface MessageSent {
  conversationId: string;
  senderId: string;
  recipientId: string;
  messageId: string;
}

/**
 * What else happens when a message is sent, inside the sending transaction (`manager`): whatever is written here
 * commits or rolls back with the message itself. The recipient's 'new message' notification goes into the
 * notification outbox (ADR 0069), grouped per sender by the relay.
 */
@Injectable()
export class MessageEvents {
  constructor(private readonly notifications: NotificationsService) {}

  async messageSent(manager: EntityManager, event: MessageSent): Promise<void> {
    await this.notifications.notify(manager, {
      source: 'message',
      actorId: event.senderId,
      targetId: event.recipientId,
      subjectId: event.conversationId,
    });
  }
}
