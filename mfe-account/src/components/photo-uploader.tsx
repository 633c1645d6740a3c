import { PendingText } from './pending-text';
import { toast } from '@petcora/ui/toast';
import { Camera } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useUploadPhoto, type PhotoKind } from '../api/upload-photo';
import { useImagePreview } from '../hooks/use-image-preview';
import { checkImageFile } from '../lib/image-file';
import './photo-uploader.css';
import { toastFailure } from '../lib/toast-failure';

const SUCCESS: Record<PhotoKind, { title: string; description: string }> = {
  profile: { title: 'Profile photo updated', description: 'Your new profile photo is live.' },
  banner: { title: 'Banner photo updated', description: 'Your new banner photo is live.' },
};

interface Props {
  kind: PhotoKind;
  /** Accessible name of the chooser, e.g. 'Upload profile photo'. */
  label: string;
  /** What shows when no file is chosen: the stored image or a placeholder. */
  current: ReactNode;
  className?: string;
}

/**
 * Choose an image, see it at once, upload it. idle → uploading (spinner, chooser disabled) → success (toast,
 * preview cleared, user refreshed so the stored image shows) or failure (toast, preview cleared).
 */
export function PhotoUploader({ kind, label, current, className }: Props) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const preview = useImagePreview(file);
  const upload = useUploadPhoto(kind);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setFile(chosen);
    upload.mutate(chosen, {
      onSuccess: () => toast({ ...SUCCESS[kind], variant: 'success' }),
      onError: toastFailure('Upload failed', 'Failed to upload media'),
      onSettled: () => setFile(null),
    });
  }

  return (
    <div className={`photo-uploader photo-uploader--${kind} ${className ?? ''}`} aria-busy={upload.isPending}>
      <div className="photo-uploader__image">
        {preview ? <img src={preview} alt={`${label} preview`} /> : current}
        {upload.isPending && (
          <div className="photo-uploader__busy">
            <PendingText>Uploading...</PendingText>
          </div>
        )}
      </div>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="pc-visually-hidden photo-uploader__input"
        onChange={choose}
        disabled={upload.isPending}
        aria-label={label}
      />
      <label
        htmlFor={inputId}
        className="pc-button pc-button--secondary pc-button--sm photo-uploader__button"
        aria-disabled={upload.isPending}
        aria-hidden="true"
      >
        <Camera aria-hidden="true" /> {label}
      </label>
    </div>
  );
}
