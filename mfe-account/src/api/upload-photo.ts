import { apiJson } from '@petcora/api-client';
import type { PhotoUploadResponse } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import type { PhotoUploadInput } from '@petcora/ui/photo-chooser';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type PhotoKind = 'profile' | 'banner';

const ENDPOINTS: Record<PhotoKind, { path: string; field: string }> = {
  profile: { path: '/api/users/profile-photo', field: 'profilePhoto' },
  banner: { path: '/api/users/banner-photo', field: 'bannerPhoto' },
};

/** POST /api/users/profile-photo (field profilePhoto) or /api/users/banner-photo (field bannerPhoto), multipart. */
export function uploadPhoto(kind: PhotoKind, file: File): Promise<PhotoUploadResponse> {
  const { path, field } = ENDPOINTS[kind];
  const body = new FormData();
  body.append(field, file);
  return apiJson<PhotoUploadResponse>(path, { method: 'POST', body });
}

/** Upload, then refresh the signed-in user and every cached profile read (spec: uploads refresh both). */
export function useUploadPhoto(kind: PhotoKind) {
  const queryClient = useQueryClient();
  return useMutation({
    // The upload sends no progress: the screens show a spinner while it runs.
    mutationFn: ({ file }: PhotoUploadInput) => uploadPhoto(kind, file),
    onSuccess: async () => {
      await useSession.getState().refresh();
      await queryClient.invalidateQueries();
    },
  });
}
