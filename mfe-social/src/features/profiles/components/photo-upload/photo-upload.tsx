import { serverMessageOf } from '@petcora/api-client';
import { toast } from '@petcora/ui/toast';
import { Camera } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useUploadProfilePhoto, type PhotoKind } from '../../api/upload-profile-photo';
import { photoProblem } from '../../lib/photo-file';

const SUCCESS: Record<PhotoKind, { title: string; description: string }> = {
  profile: { title: 'Profile photo updated', description: 'Your new profile photo is live.' },
  banner: { title: 'Banner photo updated', description: 'Your new banner photo is live.' },
};

/**
 * The owner's photo chooser: images only, checked before sending, then uploaded with a progress bar. idle →
 * uploading (chooser disabled) → success (toast; the profile and signed-in user are re-read) or failure (toast
 * 'Upload failed' with the server's message or 'Failed to upload media').
 */
export function PhotoUpload({ kind, label }: { kind: PhotoKind; label: string }) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadProfilePhoto(kind);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toast({ ...SUCCESS[kind], variant: 'success' }),
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
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="pc-visually-hidden social-photo-upload__input"
        onChange={choose}
        disabled={upload.isPending}
      />
      <label
        htmlFor={inputId}
        className="pc-button pc-button--secondary pc-button--sm social-photo-upload__button"
        aria-disabled={upload.isPending || undefined}
      >
        <Camera aria-hidden="true" /> {label}
      </label>
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
