import { toast } from '@petcora/ui/toast';
import { Camera } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { imageFileProblem } from './image-file-problem';

export { imageFileProblem, type FileProblem } from './image-file-problem';
export { useObjectUrl, useObjectUrls } from './use-object-urls';
export {
  PHOTO_UPDATED_TOASTS,
  usePhotoUpload,
  type PhotoChooserKind,
  type PhotoUploadInput,
  type PhotoUploadRequest,
} from './use-photo-upload';

interface Props {
  /** The chooser's words, e.g. 'Upload profile photo'. */
  label: string;
  /** The block its classes are named after (`{block}__input`, `{block}__button`). */
  block: string;
  /** While an upload runs the chooser is disabled. */
  busy: boolean;
  /** The check before anything is sent (by default the spec's image checks): a problem is toasted, the file dropped. */
  problemOf?: (file: File) => { title: string; description: string } | null;
  /** A file that passed the check. */
  onChoose: (file: File) => void;
  /** The name sits on the input and the visible label is hidden from screen readers (it repeats the name). */
  nameOnInput?: boolean;
}

/** A file input for one image, shown as a secondary button with a camera; images only, checked before sending. */
export function PhotoChooser({
  label,
  block,
  busy,
  problemOf = imageFileProblem,
  onChoose,
  nameOnInput = false,
}: Props) {
  const inputId = useId();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    const problem = problemOf(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    onChoose(file);
  }

  return (
    <>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className={`pc-visually-hidden ${block}__input`}
        onChange={choose}
        disabled={busy}
        aria-label={nameOnInput ? label : undefined}
      />
      <label
        htmlFor={inputId}
        className={`pc-button pc-button--secondary pc-button--sm ${block}__button`}
        aria-disabled={nameOnInput ? busy : busy || undefined}
        aria-hidden={nameOnInput ? 'true' : undefined}
      >
        <Camera aria-hidden="true" /> {label}
      </label>
    </>
  );
}
