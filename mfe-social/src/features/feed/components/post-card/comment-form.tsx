import { COMMENT_MAX_LENGTH } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { useId, useState, type FormEvent } from 'react';
import { useRequireSignIn } from '../../../../components/sign-in-prompt';
import { useCreateComment } from '../../api/create-comment';

/** 'Add a comment...' and Post; a blank comment is not sent, a sent one clears the field (spec). */
export function CommentForm({ postId }: { postId: string }) {
  const [content, setContent] = useState('');
  const requireSignIn = useRequireSignIn();
  const comment = useCreateComment();
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text || !requireSignIn('comment')) return;
    comment.mutate({ postId, content: text }, { onSuccess: () => setContent('') });
  };

  return (
    <form className="social-comment-form" onSubmit={submit}>
      <label htmlFor={fieldId} className="pc-visually-hidden">
        Add a comment...
      </label>
      <input
        id={fieldId}
        className="pc-field__input social-comment-form__input"
        placeholder="Add a comment..."
        value={content}
        maxLength={COMMENT_MAX_LENGTH}
        onChange={(event) => setContent(event.target.value)}
      />
      <Button type="submit" size="sm" disabled={comment.isPending}>
        Post
      </Button>
    </form>
  );
}
