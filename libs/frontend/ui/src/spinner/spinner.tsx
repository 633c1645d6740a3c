import { cx } from '../class-names';

export interface SpinnerProps {
  /** Read by screen readers; shown next to the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}

export function Spinner({ label = 'Loading', showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx('pc-spinner', size === 'lg' && 'pc-spinner--lg', className)}>
      <span className="pc-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? undefined : 'pc-visually-hidden'}>{label}</span>
    </span>
  );
}

/** A large centred spinner for a page or section that is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="pc-spinner-block">
      <Spinner label={label} size="lg" />
    </div>
  );
}
