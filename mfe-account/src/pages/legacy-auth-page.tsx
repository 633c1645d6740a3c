import { PagePlaceholder } from '@petcora/ui';

/** /legacy-auth (placeholder until its feature lands). */
export default function LegacyAuthPage() {
  return <PagePlaceholder title="Sign in" />;
}
