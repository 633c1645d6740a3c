import { useSession } from '@petcora/session';
import { Card } from '@petcora/ui/card';
import { useId } from 'react';
import { useSuggestedAccounts } from '../../api/get-suggested-accounts';
import { PersonRow } from '../person/person-row';
import { LoadingRows } from '../../../../components/loading-rows';
import './suggested-accounts.css';

/** The community sidebar's 'Suggested Accounts' card; each person has a working Follow button. */
export function SuggestedAccounts({ limit = 5 }: { limit?: number }) {
  const headingId = useId();
  const status = useSession((state) => state.status);
  const viewerId = useSession((state) => state.user?.id ?? null);
  const suggestions = useSuggestedAccounts(limit, viewerId, { enabled: status !== 'loading' });
  const people = suggestions.data?.users ?? [];

  return (
    <Card className="social-suggested" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="social-suggested__title">
        Suggested Accounts
      </h2>
      {suggestions.isPending ? (
        <LoadingRows
          label="Loading suggested accounts..."
          className="social-suggested__loading"
          rowClassName="social-suggested__skeleton"
        />
      ) : suggestions.isError ? (
        <p className="pc-muted">Suggestions are unavailable right now.</p>
      ) : people.length === 0 ? (
        <p className="pc-muted">No suggestions right now. Check back later.</p>
      ) : (
        <ul className="social-people">
          {people.map((person) => (
            <li key={person.id}>
              <PersonRow person={person} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
