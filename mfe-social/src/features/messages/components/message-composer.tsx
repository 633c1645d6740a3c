import { serverMessageOf } from '@petcora/api-client';
import { MESSAGE_MAX_LENGTH } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSendMessage } from '../api/send-message';
import { useUploadMessagePhoto } from '../api/upload-message-photo';

export const SEND_FAILED = 'Could not send your message. Please try again.';
export const UPLOAD_FAILED = 'Could not upload the photo. Please try again.';

/** Enter sends, Shift+Enter starts a new line; the counter shows the characters used out of 1,000. */
export function MessageComposer({ username, disabled }: { username: string; disabled?: boolean }) {
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const send = useSendMessage(username);
  const upload = useUploadMessagePhoto();
  const fileInput = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const errorId = useId();
  const trimmed = text.trim();
  const canSend =
    !disabled &&
    (trimmed.length > 0 || photo !== null) &&
    text.length <= MESSAGE_MAX_LENGTH &&
    !send.isPending &&
    !upload.isPending;

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      { ...(trimmed ? { text: trimmed } : {}), ...(photo ? { imageUrl: photo } : {}) },
      {
        onSuccess: () => {
          setText('');
          setPhoto(null);
        },
      },
    );
  };
  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, { onSuccess: (answer) => setPhoto(answer.imageUrl ?? null) });
    if (fileInput.current) fileInput.current.value = '';
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const error = send.isError
    ? (serverMessageOf(send.error) ?? SEND_FAILED)
    : upload.isError
      ? (serverMessageOf(upload.error) ?? UPLOAD_FAILED)
      : null;

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
      {photo && (
        <div className="dm-composer__photo">
          <img src={photo} alt="Photo to send" />
          <Button variant="ghost" size="sm" onClick={() => setPhoto(null)}>
            Remove photo
          </Button>
        </div>
      )}
      <div className="dm-composer__bar">
        <label className={`dm-composer__attach${disabled ? ' dm-composer__attach--disabled' : ''}`}>
          {upload.isPending ? 'Uploading…' : 'Add a photo'}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="pc-sr-only"
            disabled={disabled || upload.isPending}
            onChange={(event) => choosePhoto(event.target.files?.[0])}
          />
        </label>
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
