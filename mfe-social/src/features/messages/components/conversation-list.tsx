import { MESSAGE_TEXTS, type ConversationSummary } from '@petcora/contracts';
import { LoadMoreButton } from '@petcora/ui/load-more-button';
import { Skeleton } from '@petcora/ui/feedback';
import { Link } from 'react-router-dom';
import { useConversations } from '../api/get-conversations';
import './messages.css';
import { MemberAvatar } from './member-avatar';

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { member, lastMessage, unread } = conversation;
  const name = member.displayName || member.username;
  const preview = lastMessage
    ? `${lastMessage.isOwn ? 'You: ' : ''}${lastMessage.text || 'Photo'}`
    : MESSAGE_TEXTS.emptyState;
  return (
    <li className={`dm-list__item${unread ? ' dm-list__item--unread' : ''}`}>
      <Link to={`/messages/${encodeURIComponent(member.username)}`} className="dm-list__link">
        <MemberAvatar member={member} />
        <span className="dm-list__text">
          <span className="dm-list__name">
            {name} <span className="dm-list__username">@{member.username}</span>
          </span>
          <span className="dm-list__preview">{preview}</span>
        </span>
        <span className="dm-list__meta">
          <time dateTime={conversation.lastMessageAt}>
            {TIME.format(new Date(conversation.lastMessageAt))}
          </time>
          {unread && (
            <span className="dm-list__unread">
              <span aria-hidden="true" className="dm-list__dot" />
              <span className="pc-sr-only">Unread</span>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/**
 * The member's conversations, most recent first: requests from strangers first under their own heading (answered in
 * the thread), then the rest; 'Load more' fetches the next page.
 */
export function ConversationList() {
  const query = useConversations();
  if (query.isPending)
    return (
      <div aria-busy="true" aria-label="Loading conversations">
        <Skeleton className="dm-list__skeleton" />
        <Skeleton className="dm-list__skeleton" />
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="dm-error">
        Could not load your messages. Please try again.
      </p>
    );
  const all = query.data.pages.flatMap((page) => page.conversations);
  if (all.length === 0) return <p className="dm-empty">{MESSAGE_TEXTS.emptyState}</p>;
  const requests = all.filter((c) => c.request === 'incoming');
  const rest = all.filter((c) => c.request !== 'incoming');
  return (
    <>
      {requests.length > 0 && (
        <section aria-labelledby="dm-requests-heading" className="dm-section">
          <h2 id="dm-requests-heading" className="dm-section__title">
            Message requests
          </h2>
          <ul className="dm-list">
            {requests.map((c) => (
              <ConversationRow key={c.id} conversation={c} />
            ))}
          </ul>
        </section>
      )}
      {rest.length > 0 && (
        <section aria-labelledby="dm-conversations-heading" className="dm-section">
          <h2 id="dm-conversations-heading" className="dm-section__title">
            Conversations
          </h2>
          <ul className="dm-list">
            {rest.map((c) => (
              <ConversationRow key={c.id} conversation={c} />
            ))}
          </ul>
        </section>
      )}
      <LoadMoreButton pages={query} label="Load more" loadingLabel="Load more" />
    </>
  );
}
