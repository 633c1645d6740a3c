// Being built (issue 9, live updates): `LiveUpdates` shows 'Show n new posts' above a feed and keeps like counts live.
import type { QueryKey } from '@tanstack/react-query';

export interface LiveUpdatesProps {
  /** The react-query key of the feed list shown below; clicking 'Show n new posts' refetches it from the top. */
  feedQueryKey: QueryKey;
}

export function LiveUpdates(_props: LiveUpdatesProps): null {
  return null;
}
