import type { ReactNode } from 'react';
import { Card } from '@petcora/ui/card';

/** A real, titled page whose full content is still to come; keeps routes navigable meanwhile. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="pc-container pc-page">
      <Card>
        <h1>{title}</h1>
        {children ?? <p className="pc-muted">This page is coming soon.</p>}
      </Card>
    </div>
  );
}
