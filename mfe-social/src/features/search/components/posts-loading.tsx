import { Skeleton } from '@petcora/ui/feedback';

/** Three placeholder cards with an accessible status text. */
export function PostsLoading({ label = 'Loading posts...' }: { label?: string }) {
  return (
    <div role="status" className="social-explore__list">
      <span className="pc-visually-hidden">{label}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="social-explore__skeleton" />
      ))}
    </div>
  );
}
