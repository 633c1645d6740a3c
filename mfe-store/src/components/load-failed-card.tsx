import { serverMessageOf } from '@petcora/api-client';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';

/** A store list that could not load: what, the server's reason and, given `retry`, a 'Try again' button. */
export function LoadFailedCard({
  what,
  error,
  retry,
}: {
  /** Ends the heading "We couldn't load …" ('your cart'). */
  what: string;
  error: unknown;
  retry?: () => unknown;
}) {
  return (
    <Card role="alert" className="store-state">
      <h2>We couldn&apos;t load {what}</h2>
      <p className="pc-muted">{serverMessageOf(error) ?? 'Please try again in a moment.'}</p>
      {retry && (
        <Button variant="secondary" onClick={() => void retry()}>
          Try again
        </Button>
      )}
    </Card>
  );
}
