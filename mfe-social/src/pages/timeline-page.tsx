import { PagePlaceholder } from '@petcora/ui';

/** /timeline (placeholder until its feature lands). */
export default function TimelinePage() {
  return <PagePlaceholder title="Timeline" />;
}
