import type { ReactNode } from 'react';
import { cx } from '../class-names';

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: 'neutral' | 'accent' | 'primary';
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={cx('pc-badge', tone !== 'neutral' && `pc-badge--${tone}`, className)}>{children}</span>
  );
}
