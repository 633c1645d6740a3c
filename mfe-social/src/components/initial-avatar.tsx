import type { ImageInfo } from '@petcora/contracts';
import { imageAt, ResponsiveImage } from '@petcora/ui/responsive-image';

export interface InitialAvatarProps {
  name: string;
  src: string | null | undefined;
  /** The picture's sizes and placeholder, when the server has them: the smallest fitting one is loaded. */
  image?: ImageInfo | null;
  size: number;
  /** The avatar's class; the initial also gets `${className}--initial`. */
  className: string;
  /** The picture's text where it is content (a profile's heading); else '' (the name is beside it). */
  alt?: string;
  loading?: 'lazy' | 'eager';
  /** Sizes the initial's box inline, where the stylesheet leaves it to the avatar's `size`. */
  sizeInitial?: boolean;
}

/** A round picture, or the first letter of the name when there is none (then hidden from screen readers). */
export function InitialAvatar({
  name,
  src,
  image,
  size,
  className,
  alt = '',
  loading,
  sizeInitial = false,
}: InitialAvatarProps) {
  return src ? (
    <ResponsiveImage
      className={className}
      image={imageAt(src, image)}
      alt={alt}
      sizes={`${size}px`}
      box="layout"
      width={size}
      height={size}
      loading={loading}
    />
  ) : (
    <span
      className={`${className} ${className}--initial`}
      style={sizeInitial ? { width: size, height: size } : undefined}
      aria-hidden="true"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
