import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';

/** The spec's feed error ('Something went wrong loading posts.' / 'Please try again later.') with a retry. */
export function FeedError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="social-feed__message">
      <p>Something went wrong loading posts.</p>
      <p className="pc-muted">Please try again later.</p>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </Card>
  );
}
