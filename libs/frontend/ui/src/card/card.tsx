import type { HTMLAttributes } from 'react';
import { cx } from '../class-names';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('pc-card', className)} {...props} />;
}
