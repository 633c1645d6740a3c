import './count-badge.css';

/** The class of the icon link a CountBadge sits on (positions the badge, sizes the icon). */
export const COUNT_LINK_CLASS = 'pc-count-link';

/**
 * The number over a navigation icon (or, `inline`, after a text link's words, as in the small-screen menu): nothing at
 * 0, '99+' past 99. Hidden from screen readers: the link's own label says the number in words ('Cart, 2 items',
 * 'Notifications, 3 unread').
 */
export function CountBadge({
  count,
  testId,
  inline = false,
}: {
  count: number;
  testId?: string;
  inline?: boolean;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={inline ? 'pc-count-badge pc-count-badge--inline' : 'pc-count-badge'}
      aria-hidden="true"
      data-testid={testId}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
