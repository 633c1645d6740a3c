import { serverMessageOf } from '@petcora/api-client';
import { PhotoChooser, usePhotoUpload } from '@petcora/ui/photo-chooser';
import { useUploadProfilePhoto, type PhotoKind } from '../../api/upload-profile-photo';

/**
 * The owner's photo chooser: images only, checked before sending, then uploaded with a progress bar. idle →
 * uploading (chooser disabled) → success (toast; the profile and signed-in user are re-read) or failure (toast
 * 'Upload failed' with the server's message or 'Failed to upload media').
 */
export function PhotoUpload({ kind, label }: { kind: PhotoKind; label: string }) {
  const { progress, busy, send } = usePhotoUpload({
    kind,
    upload: useUploadProfilePhoto(kind),
    failureMessageOf: serverMessageOf,
  });

  return (
    <div className={`social-photo-upload social-photo-upload--${kind}`}>
      <PhotoChooser label={label} block="social-photo-upload" busy={busy} onChoose={send} />
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
