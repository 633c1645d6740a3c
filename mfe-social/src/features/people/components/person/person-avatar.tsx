export interface PersonAvatarProps {
  name: string;
  src: string | null | undefined;
  size?: number;
}

/** A round avatar, or the first letter of the name when there is no picture; decorative (the name is beside it). */
export function PersonAvatar({ name, src, size = 40 }: PersonAvatarProps) {
  return src ? (
    <img className="social-person__avatar" src={src} alt="" width={size} height={size} loading="lazy" />
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
