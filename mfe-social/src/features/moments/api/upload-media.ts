import { uploadWithProgress } from '@petcora/api-client';
import type { MediaUploadResponse } from '@petcora/contracts';
import { useMutation } from '@tanstack/react-query';

/** The spec's media upload answer; mediaUrl is a /media/social/<file> path. */
export type MediaUpload = MediaUploadResponse;

export interface MediaUploadInput {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** POST /api/posts/media, multipart field `media` (an image or a video up to 50 MB), with upload progress. */
export function uploadMedia({ file, onProgress }: MediaUploadInput): Promise<MediaUpload> {
  const form = new FormData();
  form.append('media', file);
  return uploadWithProgress<MediaUpload>('/api/posts/media', form, { onProgress });
}

export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia });
}
