import { serverMessageOf } from '@petcora/api-client';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { TextField } from '@petcora/ui/text-field';
import { toast } from '@petcora/ui/toast';
import { ImagePlus, MapPin } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { NO_TAGS, PostTagPicker, type PostTagChoice } from '../../../components/post-tag-picker';
import { useRequireSignIn } from '../../../components/sign-in-prompt';
import { useShareMoment, type Moment } from '../api/share-moment';
import { useUploadMedia, type MediaUpload } from '../api/upload-media';
import { MOMENT_MAX_LENGTH, MOMENT_MESSAGES, mediaProblem } from '../media-rules';
import { MediaPreview } from './media-preview';
import { UploadProgress } from './upload-progress';
import './moments.css';

function mediaFields(uploaded: MediaUpload): Pick<Moment, 'imageUrl' | 'videoUrl'> {
  return uploaded.mediaType === 'video'
    ? { videoUrl: uploaded.videoUrl ?? uploaded.mediaUrl }
    : { imageUrl: uploaded.imageUrl ?? uploaded.mediaUrl };
}

/**
 * 'Share a Pet Moment' (spec, Timeline page): caption, a location behind the pin button and one picture or video
 * up to 50 MB. The file goes up first (POST /api/posts/media, with a progress bar), then the post points at it.
 */
export function ShareMomentComposer() {
  const [caption, setCaption] = useState('');
  const [withLocation, setWithLocation] = useState(false);
  const [location, setLocation] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [tags, setTags] = useState<PostTagChoice>(NO_TAGS);
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const requireSignIn = useRequireSignIn();
  const upload = useUploadMedia();
  const share = useShareMoment();
  const busy = upload.isPending || share.isPending;
  const tooLong = caption.length > MOMENT_MAX_LENGTH;
  const empty = caption.trim().length === 0 && !file;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = mediaProblem(chosen);
    if (problem) return void toast({ ...problem, variant: 'destructive' });
    setFile(chosen);
  };

  const reset = () => {
    setCaption('');
    setWithLocation(false);
    setLocation('');
    setFile(null);
    setProgress(null);
    setTags(NO_TAGS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!requireSignIn('post')) return;
    if (empty) return void toast({ ...MOMENT_MESSAGES.empty, variant: 'destructive' });
    if (tooLong) return void toast({ ...MOMENT_MESSAGES.tooLong, variant: 'destructive' });
    let media: Pick<Moment, 'imageUrl' | 'videoUrl'> = {};
    if (file) {
      try {
        setProgress(0);
        media = mediaFields(await upload.mutateAsync({ file, onProgress: setProgress }));
      } catch (error) {
        setProgress(null);
        toast({
          title: 'Upload failed',
          description: serverMessageOf(error) ?? 'Failed to upload media',
          variant: 'destructive',
        });
        return;
      }
    }
    try {
      await share.mutateAsync({
        content: caption.trim(),
        location: withLocation && location.trim() ? location.trim() : undefined,
        ...media,
        ...(tags.products.length > 0 ? { productIds: tags.products.map((product) => product.id) } : {}),
        ...(tags.petIds.length > 0 ? { petIds: tags.petIds } : {}),
      });
      toast({ title: 'Success!', description: 'Your post has been shared', variant: 'success' });
      reset();
    } catch {
      setProgress(null);
      toast({
        title: 'Failed to create post',
        description: 'An error occurred. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card className="social-moment" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="social-moment__title">
        Share a Pet Moment
      </h2>
      <form className="social-moment__form" onSubmit={submit}>
        <TextAreaField
          label="Caption"
          rows={3}
          placeholder="What is your pet up to?"
          value={caption}
          counter={{ length: caption.length, max: MOMENT_MAX_LENGTH }}
          error={tooLong ? MOMENT_MESSAGES.tooLong.description : undefined}
          disabled={busy}
          onChange={(event) => setCaption(event.target.value)}
        />
        {withLocation && (
          <TextField
            label="Location"
            value={location}
            maxLength={100}
            disabled={busy}
            onChange={(event) => setLocation(event.target.value)}
          />
        )}
        {file && <MediaPreview file={file} disabled={busy} onRemove={() => setFile(null)} />}
        {progress !== null && upload.isPending && <UploadProgress fraction={progress} />}
        <PostTagPicker value={tags} onChange={setTags} disabled={busy} />
        <input
          ref={fileInput}
          type="file"
          accept="image/*,video/*"
          hidden
          tabIndex={-1}
          aria-label="Choose a photo or video"
          onChange={choose}
        />
        <div className="social-moment__tools">
          <Button
            variant="ghost"
            size="sm"
            aria-label="Add location"
            aria-pressed={withLocation}
            disabled={busy}
            onClick={() => setWithLocation((on) => !on)}
          >
            <MapPin aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => fileInput.current?.click()}>
            <ImagePlus aria-hidden="true" />
            {file ? 'Change photo or video' : 'Add photo or video'}
          </Button>
          <Button type="submit" className="social-moment__submit" disabled={empty || tooLong || busy}>
            {busy ? 'Posting...' : 'Share Post'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
