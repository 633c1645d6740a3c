import type { ConversationMember } from '@petcora/contracts';

/** The other member's photo, or their initial when they have none (decorative: the name is next to it). */
export function MemberAvatar({ member }: { member: ConversationMember }) {
  const name = member.displayName || member.username;
  return member.profileImageUrl ? (
    <img className="dm-avatar" src={member.profileImageUrl} alt="" width={40} height={40} />
  ) : (
    <span className="dm-avatar dm-avatar--initial" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
