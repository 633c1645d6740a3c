import type { FeedPost } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { toast } from '@petcora/ui/toast';
import { useState, type FormEvent } from 'react';
import { actionErrorMessage } from '../../../../lib/action-error';
import { useCreatePost } from '../../api/create-post';
import { POST_MAX_LENGTH, POST_MESSAGES } from '../../post-rules';

interface ReplyFormProps {
  post: FeedPost;
  id: string;
  onClose: () => void;
  onReplied: () => void;
}

/** A short reply posted to POST /api/posts/{id}/replies; the label reads 'Reply' as in the composer (spec). */
export function ReplyForm({ post, id, onClose, onReplied }: ReplyFormProps) {
  const [content, setContent] = useState('');
  const create = useCreatePost();
  const length = content.length;
  const tooLong = length > POST_MAX_LENGTH;
  const blank = content.trim().length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || tooLong) return;
    create.mutate(
      { content: content.trim(), replyToPostId: post.id },
      {
        onSuccess: () => {
          toast({ title: 'Post created', description: 'Your reply has been posted', variant: 'success' });
          setContent('');
          onReplied();
        },
        onError: (error) =>
          toast({
            title: 'Failed to create post',
            description: actionErrorMessage(error, 'An error occurred while creating your post'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form id={id} className="social-reply-form" onSubmit={submit}>
      <TextAreaField
        label="Your reply"
        rows={2}
        value={content}
        autoFocus
        counter={{ length, max: POST_MAX_LENGTH }}
        error={tooLong ? POST_MESSAGES.tooLong.description : undefined}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="social-dialog-actions">
        <Button variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={blank || tooLong || create.isPending}>
          {create.isPending ? 'Posting...' : 'Reply'}
        </Button>
      </div>
    </form>
  );
}
