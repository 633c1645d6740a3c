import { Badge } from '@petcora/ui/feedback';
import type { ReactNode } from 'react';

export type StatusTone = 'ok' | 'running' | 'failed' | 'idle';

/** A status badge in the order-status colours (each pair AA): green ok, blue running, red failed, grey idle. */
export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <Badge className={`catalog-sync-pill catalog-sync-pill--${tone}`}>{children}</Badge>;
}
