import { PagePlaceholder } from '@petcora/ui';

/** /admin-dashboard (placeholder until its feature lands). */
export default function AdminDashboardPage() {
  return <PagePlaceholder title="Admin Dashboard" />;
}
