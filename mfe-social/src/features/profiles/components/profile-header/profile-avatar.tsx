import type { PublicProfile } from '@petcora/contracts';
import { imageAt, ResponsiveImage } from '@petcora/ui/responsive-image';

/** The profile's large avatar, or its initial; it heads the page, so it loads at once. */
export function ProfileAvatar({ profile, size = 96 }: { profile: PublicProfile; size?: number }) {
  const name = profile.displayName || profile.username;
  const src = profile.profileImageUrl || profile.profilePicture;
  return src ? (
    <ResponsiveImage
      className="social-profile__avatar"
      image={imageAt(src, profile.profileImage)}
      alt={`${name}'s profile photo`}
      sizes={`${size}px`}
      box="layout"
      width={size}
      height={size}
      loading="eager"
    />
  ) : (
    <span
      className="social-profile__avatar social-profile__avatar--initial"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
