import { uploadWithProgress } from '@petcora/api-client';
import type { PhotoUploadResponse, PublicProfile } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import type { PhotoUploadInput } from '@petcora/ui/photo-chooser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_PATH } from './get-profile';

export type PhotoKind = 'profile' | 'banner';

const ENDPOINTS: Record<PhotoKind, { path: string; field: string }> = {
  profile: { path: '/api/users/profile-photo', field: 'profilePhoto' },
  banner: { path: '/api/users/banner-photo', field: 'bannerPhoto' },
};

/** POST /api/users/profile-photo (field profilePhoto) or /api/users/banner-photo (field bannerPhoto), with progress. */
export function uploadProfilePhoto(kind: PhotoKind, { file, onProgress }: PhotoUploadInput) {
  const { path, field } = ENDPOINTS[kind];
  const form = new FormData();
  form.append(field, file);
  return uploadWithProgress<PhotoUploadResponse>(path, form, { onProgress });
}

/**
 * Upload, then refresh the signed-in user (spec: /api/auth/me and /api/user) and put the new picture into the
 * cached profile at once. The profile is not re-read here: the community's copy of the account follows by an event
 * and could still hold the old picture for a moment.
 */
export function useUploadProfilePhoto(kind: PhotoKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhotoUploadInput) => uploadProfilePhoto(kind, input),
    onSuccess: async (response) => {
      const username = useSession.getState().user?.username ?? response.user?.username;
      const url = response.mediaUrl;
      if (username && url) {
        queryClient.setQueryData<PublicProfile>([PROFILE_PATH, username.toLowerCase()], (profile) =>
          profile === undefined
            ? profile
            : kind === 'profile'
              ? {
                  ...profile,
                  profileImageUrl: url,
                  profilePicture: url,
                  profileImage: response.user?.profileImage ?? null,
                }
              : { ...profile, coverImageUrl: url, coverImage: response.user?.coverImage ?? null },
        );
      }
      await Promise.all([
        useSession.getState().refresh(),
        queryClient.invalidateQueries({ queryKey: ['/api/user'] }),
      ]);
    },
  });
}
