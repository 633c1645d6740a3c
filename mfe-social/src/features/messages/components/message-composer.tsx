import { serverMessageOf } from '@petcora/api-client';
import { MESSAGE_MAX_LENGTH } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { useId, useState, type KeyboardEvent } from 'react';
import { useSendMessage } from '../api/send-message';

export const SEND_FAILED = 'Could not send your message. Please try again.';

/** Enter sends, Shift+Enter starts a new line; the counter shows the characters used out of 1,000. */
export function MessageComposer({ username, disabled }: { username: string; disabled?: boolean }) {
  const [text, setText] = useState('');
  const send = useSendMessage(username);
  const counterId = useId();
  const errorId = useId();
  const trimmed = text.trim();
  const canSend = !disabled && trimmed.length > 0 && text.length <= MESSAGE_MAX_LENGTH && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    send.mutate(trimmed, { onSuccess: () => setText('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const error = send.isError ? (serverMessageOf(send.error) ?? SEND_FAILED) : null;

  return (
    <form
      className="dm-composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="pc-sr-only" htmlFor={`${counterId}-text`}>
        Message
      </label>
      <textarea
        id={`${counterId}-text`}
        className="dm-composer__input"
        value={text}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Write a message…"
        disabled={disabled}
        aria-describedby={`${counterId}${error ? ` ${errorId}` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="dm-composer__bar">
        <span id={counterId} className="dm-composer__counter">
          {text.length}/{MESSAGE_MAX_LENGTH}
        </span>
        <Button type="submit" size="sm" disabled={!canSend}>
          Send
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="dm-error">
          {error}
        </p>
      )}
    </form>
  );
}
