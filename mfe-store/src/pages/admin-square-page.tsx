import { PagePlaceholder } from '@petcora/ui';

/** /admin/square: catalogue sync admin (placeholder until the sync screen lands). */
export default function AdminSquarePage() {
  return (
    <PagePlaceholder title="Square Catalog Sync">
      <p className="pc-muted">Catalogue sync status and controls will appear here.</p>
    </PagePlaceholder>
  );
}
