import { PagePlaceholder } from '@petcora/ui';

/** /replit-auth (placeholder until its feature lands). */
export default function ReplitAuthPage() {
  return <PagePlaceholder title="Sign in" />;
}
