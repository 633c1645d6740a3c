import { apiJson } from '@petcora/api-client';
import type { MediaUploadResponse } from '@petcora/contracts';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/posts/media (multipart field `media`): the media pipeline every upload goes through. The answer's
 * `imageUrl` is then sent with the message, which claims the upload (only the two members can then see it).
 */
export function uploadMessagePhoto(file: File): Promise<MediaUploadResponse> {
  const body = new FormData();
  body.append('media', file);
  return apiJson<MediaUploadResponse>('/api/posts/media', { method: 'POST', body });
}

export function useUploadMessagePhoto() {
  return useMutation({ mutationFn: uploadMessagePhoto });
}
