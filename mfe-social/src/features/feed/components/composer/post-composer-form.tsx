import { Button } from '@petcora/ui/button';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { TextField } from '@petcora/ui/text-field';
import { toast } from '@petcora/ui/toast';
import { MapPin } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useCreatePost } from '../../api/create-post';
import { POST_MAX_LENGTH, POST_MESSAGES } from '../../post-rules';
import { NO_TAGS, PostTagPicker, type PostTagChoice } from '../../../../components/post-tag-picker';
import { GuidelinesDialog } from './guidelines-dialog';
import { ImagePicker, type ChosenImage } from './image-picker';

export interface PostComposerFormProps {
  /** Replying to this post. */
  replyToPostId?: string;
  /** Adding to this thread. */
  threadId?: string;
  /** After a successful post (the modal closes). */
  onDone: () => void;
}

function successText({ replyToPostId, isThread }: { replyToPostId?: string; isThread: boolean }) {
  if (replyToPostId) return 'Your reply has been posted';
  return isThread ? 'Your thread has been posted' : 'Your post has been created';
}

/** The community composer (spec section 2): text with 'n/280', pictures, location, guidelines, thread switch. */
export function PostComposerForm({ replyToPostId, threadId, onDone }: PostComposerFormProps) {
  const [content, setContent] = useState('');
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [withLocation, setWithLocation] = useState(false);
  const [location, setLocation] = useState('');
  const [isThread, setIsThread] = useState(false);
  const [tags, setTags] = useState<PostTagChoice>(NO_TAGS);
  const create = useCreatePost();
  const switchId = useId();

  const tooLong = content.length > POST_MAX_LENGTH;
  const empty = content.trim().length === 0 && images.length === 0;
  const canStartThread = !replyToPostId && !threadId;
  const submitLabel = replyToPostId ? 'Reply' : isThread ? 'Start Thread' : 'Post';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty) return void toast({ ...POST_MESSAGES.empty, variant: 'destructive' });
    if (tooLong) return void toast({ ...POST_MESSAGES.tooLong, variant: 'destructive' });
    const threadChosen = canStartThread && isThread;
    create.mutate(
      {
        content: content.trim(),
        location: withLocation ? location.trim() : undefined,
        isThread: threadChosen,
        threadId,
        replyToPostId,
        images: images.map((image) => image.file),
        imageAlts: images.map((image) => image.alt.trim()),
        productIds: tags.products.map((product) => product.id),
        petIds: tags.petIds,
      },
      {
        onSuccess: () => {
          toast({
            title: 'Post created',
            description: successText({ replyToPostId, isThread: threadChosen }),
            variant: 'success',
          });
          setContent('');
          setImages([]);
          setWithLocation(false);
          setLocation('');
          setIsThread(false);
          setTags(NO_TAGS);
          onDone();
        },
        onError: () =>
          toast({
            title: 'Failed to create post',
            description: 'An error occurred while creating your post',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form className="social-composer" onSubmit={submit}>
      <TextAreaField
        label={replyToPostId ? 'Your reply' : "What's happening with your pet?"}
        rows={4}
        value={content}
        counter={{ length: content.length, max: POST_MAX_LENGTH }}
        error={tooLong ? POST_MESSAGES.tooLong.description : undefined}
        disabled={create.isPending}
        onChange={(event) => setContent(event.target.value)}
      />
      <ImagePicker images={images} onChange={setImages} disabled={create.isPending} />
      <PostTagPicker value={tags} onChange={setTags} disabled={create.isPending} />
      {withLocation && (
        <TextField
          label="Location"
          value={location}
          maxLength={100}
          placeholder="Where was this?"
          disabled={create.isPending}
          onChange={(event) => setLocation(event.target.value)}
        />
      )}
      <div className="social-composer__tools">
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={withLocation}
          disabled={create.isPending}
          onClick={() => setWithLocation((on) => !on)}
        >
          <MapPin aria-hidden="true" />
          {withLocation ? 'Remove location' : 'Add location'}
        </Button>
        <GuidelinesDialog />
        {canStartThread && (
          <label className="social-switch" htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              checked={isThread}
              disabled={create.isPending}
              onChange={(event) => setIsThread(event.target.checked)}
            />
            Thread
          </label>
        )}
      </div>
      <div className="social-dialog-actions">
        <Button type="submit" disabled={empty || tooLong || create.isPending}>
          {create.isPending ? 'Posting...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
