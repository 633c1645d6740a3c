/** Direct messages: the conversation list, one conversation's thread, and what live events change in them. */
export { ConversationList } from './components/conversation-list';
export { MessageThread } from './components/message-thread';
export { applyMessageLiveEvent } from './api/thread-cache';
