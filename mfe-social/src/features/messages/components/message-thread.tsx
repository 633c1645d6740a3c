import { ApiError } from '@petcora/api-client';
import { MESSAGE_TEXTS, type DirectMessage } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { LoadMoreButton } from '@petcora/ui/load-more-button';
import { Skeleton } from '@petcora/ui/feedback';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ReportDialog } from '../../../components/report-dialog';
import { useAnswerRequest } from '../api/answer-request';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import './messages.css';
import { MemberAvatar } from './member-avatar';
import { MessageComposer } from './message-composer';

const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

function MessageBubble({
  message,
  showSeen,
  onReport,
}: {
  message: DirectMessage;
  /** The last own message, read by the other member. */
  showSeen: boolean;
  onReport: () => void;
}) {
  return (
    <li className={`dm-message ${message.isOwn ? 'dm-message--own' : 'dm-message--theirs'}`}>
      <div className="dm-message__bubble">
        {message.text && <p className="dm-message__text">{message.text}</p>}
        {message.imageUrl && <img className="dm-message__image" src={message.imageUrl} alt="Photo" />}
      </div>
      <div className="dm-message__meta">
        <time dateTime={message.createdAt}>{TIME.format(new Date(message.createdAt))}</time>
        {!message.isOwn && (
          <button type="button" className="dm-message__report" onClick={onReport}>
            Report<span className="pc-sr-only"> message</span>
          </button>
        )}
      </div>
      {showSeen && <p className="dm-message__seen">{MESSAGE_TEXTS.seen}</p>}
    </li>
  );
}

/**
 * The conversation with one member: messages oldest to newest (the newest at the bottom) in a log region that
 * announces arrivals, 'Load older messages' above, 'Seen' under the last own message once read, Accept / Decline for
 * a stranger's request, and the composer. Opening it (and each arrival while open) marks the conversation read.
 */
export function MessageThread({ username }: { username: string }) {
  const query = useMessages(username);
  const markRead = useMarkRead(username);
  const answer = useAnswerRequest(username);
  const [reporting, setReporting] = useState<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);

  const pages = query.data?.pages ?? [];
  const head = pages[0];
  const messages = pages.flatMap((page) => page.messages).reverse();
  const newest = messages[messages.length - 1];
  const newestId = newest?.id;
  const unreadArrival = newest && !newest.isOwn ? newest.id : null;
  const { mutate: read } = markRead;

  useEffect(() => {
    if (unreadArrival) read();
  }, [unreadArrival, read]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  if (query.isPending)
    return (
      <div aria-busy="true" aria-label="Loading messages">
        <Skeleton className="dm-list__skeleton" />
      </div>
    );
  if (query.isError || !head) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <p role="alert" className="dm-error">
        {notFound ? 'This member does not exist.' : 'Could not load this conversation. Please try again.'}
      </p>
    );
  }

  const { member, request, isBlocked } = head;
  const name = member.displayName || member.username;
  const lastOwn = [...messages].reverse().find((m) => m.isOwn);

  return (
    <section className="dm-thread" aria-labelledby="dm-thread-heading">
      <header className="dm-thread__header">
        <Link to="/messages" className="dm-thread__back">
          <span aria-hidden="true">←</span> <span className="pc-sr-only">Back to </span>Messages
        </Link>
        <MemberAvatar member={member} />
        <h1 id="dm-thread-heading" className="dm-thread__title">
          <Link to={`/user/${encodeURIComponent(member.username)}`}>{name}</Link>{' '}
          <span className="dm-list__username">@{member.username}</span>
        </h1>
      </header>

      {request === 'incoming' && (
        <div className="dm-request" role="region" aria-label="Message request">
          <p>{name} wants to send you a message. They won't know you've seen it until you accept.</p>
          <div className="dm-request__actions">
            <Button size="sm" onClick={() => answer.mutate(true)} disabled={answer.isPending}>
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => answer.mutate(false)}
              disabled={answer.isPending}
            >
              Decline
            </Button>
          </div>
        </div>
      )}
      {request === 'outgoing' && (
        <p className="dm-note">Your message was sent as a request. {name} will see it once they accept.</p>
      )}

      <LoadMoreButton
        pages={query}
        variant="ghost"
        size="sm"
        label="Load older messages"
        loadingLabel="Load older messages"
      />
      <div role="log" aria-label={`Messages with ${name}`} aria-live="polite" className="dm-thread__log">
        {messages.length === 0 ? (
          <p className="dm-empty">{MESSAGE_TEXTS.emptyState}</p>
        ) : (
          <ol className="dm-thread__messages">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                showSeen={message.id === lastOwn?.id && message.seen}
                onReport={() => setReporting(message.id)}
              />
            ))}
          </ol>
        )}
        <div ref={bottom} />
      </div>

      {isBlocked ? (
        <p className="dm-note">{MESSAGE_TEXTS.blocked}</p>
      ) : (
        <MessageComposer username={member.username} disabled={request === 'incoming' && answer.isPending} />
      )}
      {reporting && (
        <ReportDialog
          target={{ type: 'message', id: reporting }}
          subject="message"
          open
          onOpenChange={(open) => !open && setReporting(null)}
        />
      )}
    </section>
  );
}
