import { PendingText } from './pending-text';
import { serverMessageOf } from '@petcora/api-client';
import { PhotoChooser, useObjectUrl, usePhotoUpload } from '@petcora/ui/photo-chooser';
import type { ReactNode } from 'react';
import { useUploadPhoto, type PhotoKind } from '../api/upload-photo';
import './photo-uploader.css';

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
  const upload = usePhotoUpload({ kind, upload: useUploadPhoto(kind), failureMessageOf: serverMessageOf });
  const preview = useObjectUrl(upload.file);

  return (
    <div className={`photo-uploader photo-uploader--${kind} ${className ?? ''}`} aria-busy={upload.busy}>
      <div className="photo-uploader__image">
        {preview ? <img src={preview} alt={`${label} preview`} /> : current}
        {upload.busy && (
          <div className="photo-uploader__busy">
            <PendingText>Uploading...</PendingText>
          </div>
        )}
      </div>
      <PhotoChooser
        label={label}
        block="photo-uploader"
        busy={upload.busy}
        onChoose={upload.send}
        nameOnInput
      />
    </div>
  );
}
