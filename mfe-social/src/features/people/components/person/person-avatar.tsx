import type { ImageInfo } from '@petcora/contracts';
import { imageAt, ResponsiveImage } from '@petcora/ui/responsive-image';

export interface PersonAvatarProps {
  name: string;
  src: string | null | undefined;
  /** The avatar's sizes and placeholder, when the server has them: the smallest fitting one is loaded. */
  image?: ImageInfo | null;
  size?: number;
}

/** A round avatar, or the first letter of the name when there is no picture; decorative (the name is beside it). */
export function PersonAvatar({ name, src, image, size = 40 }: PersonAvatarProps) {
  return src ? (
    <ResponsiveImage
      className="social-person__avatar"
      image={imageAt(src, image)}
      alt=""
      sizes={`${size}px`}
      box="layout"
      width={size}
      height={size}
    />
  ) : (
    <span
      className="social-person__avatar social-person__avatar--initial"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
