import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';

/** A list that could not load: what failed and a 'Try again' that fetches it anew. */
export function RetryCard({
  message,
  retry,
  className,
}: {
  message: string;
  retry: () => unknown;
  className?: string;
}) {
  return (
    <Card role="alert" className={className}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={() => void retry()}>
        Try again
      </Button>
    </Card>
  );
}
