// Through the package, not '../toast/toast-store': one toast store for the shell and every remote (a shared module);
// this file is no entry of its own, so the boundary rule would ask for the relative path that bundles a second store.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { toast } from '@petcora/ui/toast';
import { useState } from 'react';

export type PhotoChooserKind = 'profile' | 'banner';

/** The toast a finished profile or banner photo upload shows. */
export const PHOTO_UPDATED_TOASTS: Record<PhotoChooserKind, { title: string; description: string }> = {
  profile: { title: 'Profile photo updated', description: 'Your new profile photo is live.' },
  banner: { title: 'Banner photo updated', description: 'Your new banner photo is live.' },
};

/** What a photo upload's request takes: the file, and where its progress goes when the request reports it. */
export interface PhotoUploadInput {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** The part of a mutation (react-query's) the upload drives. */
export interface PhotoUploadRequest {
  isPending: boolean;
  mutate: (
    input: PhotoUploadInput,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void; onSettled: () => void },
  ) => void;
}

interface Options {
  kind: PhotoChooserKind;
  upload: PhotoUploadRequest;
  /** The server's reason in a failure, if it gave one ('Failed to upload media' otherwise). */
  failureMessageOf: (error: unknown) => string | undefined;
}

/**
 * A profile or banner photo's upload: idle → uploading (`file` and `progress` set, `busy`) → success (toast) or
 * failure (toast 'Upload failed' with the server's reason); either way back to idle.
 */
export function usePhotoUpload({ kind, upload, failureMessageOf }: Options) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  function send(chosen: File) {
    setFile(chosen);
    setProgress(0);
    upload.mutate(
      { file: chosen, onProgress: setProgress },
      {
        onSuccess: () => toast({ ...PHOTO_UPDATED_TOASTS[kind], variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Upload failed',
            description: failureMessageOf(error) ?? 'Failed to upload media',
            variant: 'destructive',
          }),
        onSettled: () => {
          setFile(null);
          setProgress(null);
        },
      },
    );
  }

  return { file, progress, busy: upload.isPending, send };
}
