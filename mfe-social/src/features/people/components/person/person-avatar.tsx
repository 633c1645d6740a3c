import type { ImageInfo } from '@petcora/contracts';
import { InitialAvatar } from '../../../../components/initial-avatar';

export interface PersonAvatarProps {
  name: string;
  src: string | null | undefined;
  /** The avatar's sizes and placeholder, when the server has them: the smallest fitting one is loaded. */
  image?: ImageInfo | null;
  size?: number;
}

/** A round avatar, or the first letter of the name when there is no picture; decorative (the name is beside it). */
export function PersonAvatar({ name, src, image, size = 40 }: PersonAvatarProps) {
  return (
    <InitialAvatar
      name={name}
      src={src}
      image={image}
      size={size}
      className="social-person__avatar"
      sizeInitial
    />
  );
}
