import type { RestrictedMember } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { LoadMoreButton } from '@petcora/ui/load-more-button';
import { Card } from '@petcora/ui/card';
import { Skeleton } from '@petcora/ui/feedback';
import { useId } from 'react';
import { useRestrictedMembers, type RestrictionKind } from '../api/get-restricted-members';
import { useLiftRestriction } from '../api/lift-restriction';

const TEXT: Record<RestrictionKind, { title: string; empty: string; lift: string; intro: string }> = {
  blocks: {
    title: 'Blocked accounts',
    empty: "You haven't blocked anyone",
    lift: 'Unblock',
    intro: "You and they can't see each other's posts or interact.",
  },
  mutes: {
    title: 'Muted accounts',
    empty: "You haven't muted anyone",
    lift: 'Unmute',
    intro: 'Their posts stay out of your feeds. They are not told.',
  },
};

function MemberRow({ member, kind }: { member: RestrictedMember; kind: RestrictionKind }) {
  const lift = useLiftRestriction(kind);
  const name = member.displayName || member.username;
  return (
    <li className="restricted-accounts__row">
      {member.profileImageUrl ? (
        <img
          className="restricted-accounts__avatar"
          src={member.profileImageUrl}
          alt=""
          width={40}
          height={40}
        />
      ) : (
        <span className="restricted-accounts__avatar restricted-accounts__avatar--initial" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="restricted-accounts__who">
        <p className="restricted-accounts__name">{name}</p>
        <p className="pc-muted">@{member.username}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={lift.isPending}
        onClick={() => lift.mutate(member.username)}
      >
        {TEXT[kind].lift}
        <span className="pc-visually-hidden"> @{member.username}</span>
      </Button>
    </li>
  );
}

/** One list of the account settings: the members the viewer blocked (or muted), newest first, with 'Load more'. */
function RestrictedList({ kind }: { kind: RestrictionKind }) {
  const members = useRestrictedMembers(kind);
  const headingId = useId();
  const text = TEXT[kind];
  let body;
  if (members.isPending) {
    body = (
      <div role="status" className="restricted-accounts__loading">
        <span className="pc-visually-hidden">Loading {text.title.toLowerCase()}...</span>
        <Skeleton className="restricted-accounts__skeleton" />
        <Skeleton className="restricted-accounts__skeleton" />
      </div>
    );
  } else if (members.isError) {
    body = (
      <div role="alert">
        <p>Could not load {text.title.toLowerCase()}</p>
        <Button variant="secondary" size="sm" onClick={() => void members.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const list = members.data.pages.flatMap((page) => page.users ?? []);
    body =
      list.length === 0 ? (
        <p className="pc-muted">{text.empty}</p>
      ) : (
        <>
          <ul className="restricted-accounts__list" aria-labelledby={headingId}>
            {list.map((member) => (
              <MemberRow key={member.id} member={member} kind={kind} />
            ))}
          </ul>
          <LoadMoreButton pages={members} size="sm" />
        </>
      );
  }
  return (
    <section className="restricted-accounts" aria-labelledby={headingId}>
      <h4 id={headingId}>{text.title}</h4>
      <p className="pc-muted restricted-accounts__intro">{text.intro}</p>
      {body}
    </section>
  );
}

/** The account settings' blocked and muted members, each with its Unblock or Unmute button. */
export function RestrictedAccounts() {
  return (
    <Card>
      <h3>Blocked and muted accounts</h3>
      <RestrictedList kind="blocks" />
      <RestrictedList kind="mutes" />
    </Card>
  );
}
