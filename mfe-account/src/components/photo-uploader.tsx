import { PendingText } from './pending-text';
import { PHOTO_UPDATED_TOASTS, PhotoChooser } from '@petcora/ui/photo-chooser';
import { toast } from '@petcora/ui/toast';
import { useState, type ReactNode } from 'react';
import { useUploadPhoto, type PhotoKind } from '../api/upload-photo';
import { useImagePreview } from '../hooks/use-image-preview';
import { checkImageFile } from '../lib/image-file';
import './photo-uploader.css';
import { toastFailure } from '../lib/toast-failure';

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
  const [file, setFile] = useState<File | null>(null);
  const preview = useImagePreview(file);
  const upload = useUploadPhoto(kind);

  function send(chosen: File) {
    setFile(chosen);
    upload.mutate(chosen, {
      onSuccess: () => toast({ ...PHOTO_UPDATED_TOASTS[kind], variant: 'success' }),
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
      <PhotoChooser
        label={label}
        block="photo-uploader"
        busy={upload.isPending}
        problemOf={checkImageFile}
        onChoose={send}
        nameOnInput
      />
    </div>
  );
}
