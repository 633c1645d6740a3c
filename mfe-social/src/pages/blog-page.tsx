import { PagePlaceholder } from '@petcora/ui';

/** /blog (placeholder until its feature lands). */
export default function BlogPage() {
  return <PagePlaceholder title="Pet Blog" />;
}
