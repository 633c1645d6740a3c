import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useLiveEvents } from '../features/live';
import { applyMessageLiveEvent, ConversationList, MessageThread } from '../features/messages';

/** Keeps the cached conversations and threads current from the live stream while a messages page is open. */
function useLiveMessages() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => applyMessageLiveEvent(queryClient, event));
}

/** /messages: the member's conversations, most recent first, with message requests above them. */
export default function MessagesPage() {
  useLiveMessages();
  return (
    <div className="pc-container pc-page dm-page">
      <h1 className="dm-page__title">Messages</h1>
      <ConversationList />
    </div>
  );
}

/** /messages/:username: the conversation with one member. */
export function MessageThreadPage() {
  useLiveMessages();
  const { username = '' } = useParams();
  return (
    <div className="pc-container pc-page dm-page">
      <MessageThread key={username.toLowerCase()} username={username} />
    </div>
  );
}
