import type { CSSProperties } from 'react';
import { cx } from '../class-names';

export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return <div aria-hidden="true" className={cx('pc-skeleton', className)} style={style} />;
}
