import { apiJson } from '@petcora/api-client';
import type { MediaUploadResponse } from '@petcora/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/posts/media (multipart field `media`): stores the photo; saving the pet with its URL then keeps it. */
export function uploadPetPhoto(file: File): Promise<MediaUploadResponse> {
  const body = new FormData();
  body.append('media', file);
  return apiJson<MediaUploadResponse>('/api/posts/media', { method: 'POST', body });
}

export function useUploadPetPhoto() {
  return useMutation({ mutationFn: uploadPetPhoto });
}
