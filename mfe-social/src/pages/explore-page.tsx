import { PagePlaceholder } from '@petcora/ui';

/** /explore (placeholder until its feature lands). */
export default function ExplorePage() {
  return <PagePlaceholder title="Explore" />;
}
