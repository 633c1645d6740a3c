import { serverMessageOf } from '@petcora/api-client';
import { LoadMoreButton } from '@petcora/ui/load-more-button';
import { Card } from '@petcora/ui/card';
import { usePeople, type PeopleKind } from '../../api/get-people';
import { PersonRow } from '../person/person-row';
import { LoadingRows } from '../../../../components/loading-rows';

const EMPTY: Record<PeopleKind, (username: string) => string> = {
  followers: (username) => `@${username} has no followers yet.`,
  following: (username) => `@${username} isn't following anyone yet.`,
};

/** A member's followers or the accounts they follow, newest first, with 'Load more' while the server has more. */
export function PeopleList({ username, kind }: { username: string; kind: PeopleKind }) {
  const people = usePeople(username, kind);

  if (people.isPending) {
    return (
      <LoadingRows
        label="Loading people..."
        className="social-people-list__loading"
        rowClassName="social-suggested__skeleton"
      />
    );
  }
  if (people.isError) {
    return (
      <Card role="alert">
        <p>{serverMessageOf(people.error) ?? 'Something went wrong loading people.'}</p>
        <p className="pc-muted">Please try again later.</p>
      </Card>
    );
  }
  const list = people.data.pages.flatMap((page) => page.users);
  if (list.length === 0) return <p className="pc-muted">{EMPTY[kind](username)}</p>;
  return (
    <div className="social-people-list">
      <ul className="social-people">
        {list.map((person) => (
          <li key={person.id}>
            <PersonRow person={person} showBio />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={people} className="social-load-more" />
    </div>
  );
}
