import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface MessageSent {
  conversationId: string;
  senderId: string;
  recipientId: string;
  messageId: string;
}

/**
 * What else happens when a message is sent, inside the sending transaction (`manager`): whatever is written here
 * commits or rolls back with the message itself. Nothing by default; a notification (or an outbox row) hooks in here.
 */
@Injectable()
export class MessageEvents {
  async messageSent(_manager: EntityManager, _event: MessageSent): Promise<void> {
    // Intentionally empty: see the class comment.
  }
}
