import type { PublicProfile } from '@petcora/contracts';
import { InitialAvatar } from '../../../../components/initial-avatar';

/** The profile's large avatar, or its initial; it heads the page, so it loads at once. */
export function ProfileAvatar({ profile, size = 96 }: { profile: PublicProfile; size?: number }) {
  const name = profile.displayName || profile.username;
  const src = profile.profileImageUrl || profile.profilePicture;
  return (
    <InitialAvatar
      name={name}
      src={src}
      image={profile.profileImage}
      size={size}
      className="social-profile__avatar"
      alt={`${name}'s profile photo`}
      loading="eager"
      sizeInitial
    />
  );
}
