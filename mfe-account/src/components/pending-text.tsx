/**
 * A spinner and text for a busy button. Plain text (not a role=status region) so it becomes the button's
 * accessible name: browsers leave live-region content out of a name computed from content.
 */
export function PendingText({ children }: { children: string }) {
  return (
    <span className="pc-spinner account-pending">
      <span className="pc-spinner__circle" aria-hidden="true" />
      {children}
    </span>
  );
}
