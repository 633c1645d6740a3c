import type { CurrentUser } from '@petcora/contracts';
import { imageAt, ResponsiveImage } from '@petcora/ui/responsive-image';

/**
 * The signed-in member's own profile photo at `url` (the one on screen, which may be newer than the session's), drawn
 * from its renditions when the session has them for that same picture; its initial when there is no photo.
 */
export function OwnProfilePhoto({
  user,
  url,
  sizes,
  alt = 'Your profile photo',
}: {
  user: Pick<CurrentUser, 'username' | 'displayName' | 'profileImage'>;
  url: string | null | undefined;
  sizes: string;
  alt?: string;
}) {
  if (!url)
    return (
      <span className="photo-uploader__placeholder">
        {(user.displayName || user.username).charAt(0).toUpperCase()}
      </span>
    );
  return (
    <ResponsiveImage
      image={imageAt(url, user.profileImage)}
      alt={alt}
      sizes={sizes}
      box="layout"
      loading="eager"
    />
  );
}
