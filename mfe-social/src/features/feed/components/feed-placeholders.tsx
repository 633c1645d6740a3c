import { Skeleton } from '@petcora/ui/feedback';

/** Spec section 9: 3 placeholders while a feed loads, plus the loading text as a status for screen readers. */
export function FeedPlaceholders({ text = 'Loading posts...' }: { text?: string }) {
  return (
    <div className="social-feed">
      <p role="status" className="social-feed__status">
        {text}
      </p>
      {[0, 1, 2].map((index) => (
        <div key={index} className="pc-card social-feed__placeholder" data-testid="post-placeholder">
          <div className="social-feed__placeholder-header">
            <Skeleton className="social-feed__placeholder-avatar" />
            <Skeleton className="social-feed__placeholder-line social-feed__placeholder-line--short" />
          </div>
          <Skeleton className="social-feed__placeholder-line" />
          <Skeleton className="social-feed__placeholder-line" />
          <Skeleton className="social-feed__placeholder-media" />
        </div>
      ))}
    </div>
  );
}
