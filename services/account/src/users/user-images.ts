import type { ImageInfo } from '@petcora/contracts';
import type { User } from './user.entity';

/** The renditions of the avatar and banner, when the pictures now set have them. */
export function imagesOf(
  user: Pick<User, 'profileImageUrl' | 'profileImageInfo' | 'coverImageUrl' | 'coverImageInfo'>,
): { profileImage: ImageInfo | null; coverImage: ImageInfo | null } {
  return {
    profileImage: infoFor(user.profileImageUrl, user.profileImageInfo),
    coverImage: infoFor(user.coverImageUrl, user.coverImageInfo),
  };
}

function infoFor(url: string | null, info: ImageInfo | null): ImageInfo | null {
  return url && info?.url === url ? info : null;
}
