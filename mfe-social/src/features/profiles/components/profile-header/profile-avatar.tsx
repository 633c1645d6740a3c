import type { PublicProfile } from '@petcora/contracts';

/** The profile's large avatar, or its initial. */
export function ProfileAvatar({ profile, size = 96 }: { profile: PublicProfile; size?: number }) {
  const name = profile.displayName || profile.username;
  const src = profile.profileImageUrl || profile.profilePicture;
  return src ? (
    <img
      className="social-profile__avatar"
      src={src}
      alt={`${name}'s profile photo`}
      width={size}
      height={size}
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
