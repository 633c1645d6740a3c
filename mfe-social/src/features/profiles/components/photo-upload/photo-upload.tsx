import { serverMessageOf } from '@petcora/api-client';
import { PHOTO_UPDATED_TOASTS, PhotoChooser } from '@petcora/ui/photo-chooser';
import { toast } from '@petcora/ui/toast';
import { useState } from 'react';
import { useUploadProfilePhoto, type PhotoKind } from '../../api/upload-profile-photo';
import { photoProblem } from '../../lib/photo-file';

/**
 * The owner's photo chooser: images only, checked before sending, then uploaded with a progress bar. idle →
 * uploading (chooser disabled) → success (toast; the profile and signed-in user are re-read) or failure (toast
 * 'Upload failed' with the server's message or 'Failed to upload media').
 */
export function PhotoUpload({ kind, label }: { kind: PhotoKind; label: string }) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadProfilePhoto(kind);

  function send(file: File) {
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toast({ ...PHOTO_UPDATED_TOASTS[kind], variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Upload failed',
            description: serverMessageOf(error) ?? 'Failed to upload media',
            variant: 'destructive',
          }),
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <div className={`social-photo-upload social-photo-upload--${kind}`}>
      <PhotoChooser
        label={label}
        block="social-photo-upload"
        busy={upload.isPending}
        problemOf={photoProblem}
        onChoose={send}
      />
      {progress !== null && (
        <progress
          className="social-photo-upload__progress"
          max={100}
          value={Math.round(progress * 100)}
          aria-label={`Uploading: ${label}`}
        />
      )}
    </div>
  );
}
